/**
 * Swallows the second (and third) click of a double-click until `release` is called. A child or
 * a grandparent double-clicks "Enviar": the first click sends the form, and by the time the second
 * arrives the form may have been replaced by its thank-you, so it would land on whatever moved
 * under the pointer (a footer link, a dialog's backdrop). A click whose `detail` is above 1 is
 * the browser's own count of a click repeated in place within the double-click interval; a new
 * single click (detail 1) always goes through.
 */
export function holdRepeatClicks(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const swallow = (event: MouseEvent) => {
    if (event.detail > 1) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  target.addEventListener('click', swallow, true);
  return () => target.removeEventListener('click', swallow, true);
}

/** How long after a submission settles a repeated click is still swallowed (longer than any double-click interval). */
export const REPEAT_CLICK_GRACE_MS = 800;
