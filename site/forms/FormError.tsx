/**
 * The live region where a failed submission is explained. It is always in the page (empty
 * when there is nothing to say) so screen readers announce the message when it appears.
 */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  return (
    <p id={id} className="form-error" role="alert" hidden={message === null}>
      {message}
    </p>
  );
}
