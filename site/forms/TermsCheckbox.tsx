/** The required "Acepto los términos y condiciones" checkbox, with the terms PDF opening in a new tab. */
export function TermsCheckbox({ termsUrl, name = 'terms' }: { termsUrl: string; name?: string }) {
  return (
    <div className="field field-check">
      <input id={`${name}-check`} type="checkbox" name={name} required />
      <label htmlFor={`${name}-check`}>
        Acepto los{' '}
        <a href={termsUrl} target="_blank" rel="noopener noreferrer">
          términos y condiciones<span className="visually-hidden"> (PDF, se abre en una pestaña nueva)</span>
        </a>
      </label>
    </div>
  );
}
