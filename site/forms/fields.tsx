/** One required input of a sign-up form; `name` is also the key it gets in the payload. */
export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'date';
  autoComplete: string;
  /** A short help text read with the field. */
  hint?: string;
}

/** A labelled, required input (native validation only). */
export function Field({ spec }: { spec: FieldSpec }) {
  const id = `campo-${spec.name}`;
  const hintId = `${id}-ayuda`;
  return (
    <div className="field">
      <label htmlFor={id}>{spec.label}</label>
      {spec.hint !== undefined && (
        <span id={hintId} className="field-hint">
          {spec.hint}
        </span>
      )}
      <input
        id={id}
        name={spec.name}
        type={spec.type}
        autoComplete={spec.autoComplete}
        aria-describedby={spec.hint !== undefined ? hintId : undefined}
        required
      />
    </div>
  );
}
