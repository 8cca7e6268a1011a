interface Props {
  title: string;
  text: string;
  steps: readonly string[];
}

/** "Tarea teletón" (`#tarea-teleton`): what the campaign asks of families, step by step. */
export function Tarea({ title, text, steps }: Props) {
  return (
    <section id="tarea-teleton" className="teleton-section tarea" aria-labelledby="tarea-titulo">
      <h2 id="tarea-titulo">{title}</h2>
      <p>{text}</p>
      <ol className="tarea-steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
