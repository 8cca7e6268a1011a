/** What the games carousel reads from its own markup: Swiper's `.swiper-wrapper` > `.swiper-slide`. */

export const slidesOf = (wrapper: HTMLElement) => [...wrapper.querySelectorAll<HTMLElement>(':scope > .swiper-slide')];

/** The slide holding `node` (a focused link or button), or -1. */
export function slideOf(wrapper: HTMLElement, node: EventTarget | Element | null): number {
  const slide = node instanceof Element ? node.closest('.swiper-slide') : null;
  return slide ? slidesOf(wrapper).indexOf(slide as HTMLElement) : -1;
}

/** The card the natively scrolled list shows: the slide nearest to its scroll position. */
export function shownSlide(wrapper: HTMLElement): number {
  const [first, second] = slidesOf(wrapper);
  const step = first && second ? second.offsetLeft - first.offsetLeft : 0;
  if (step <= 0) return 0;
  return Math.min(Math.max(Math.round(wrapper.scrollLeft / step), 0), slidesOf(wrapper).length - 1);
}

/** An arrow that reaches the end is disabled: the focus goes to the other one so it is not lost. */
export function keepFocus(target: HTMLButtonElement | null, atEdge: boolean): void {
  if (atEdge) target?.focus();
}
