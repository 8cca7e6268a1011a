import { type FocusEvent, type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { useReducedMotion } from '../../components/reduced-motion.ts';
import { keepFocus, shownSlide, slideOf, slidesOf } from './carousel-dom.ts';
import { A11Y, type CarouselRefs, useSwiperTakeover } from './useSwiperTakeover.ts';

export const slideLabel = (index: number, count: number) =>
  A11Y.slideLabelMessage.replace('{{index}}', String(index + 1)).replace('{{slidesLength}}', String(count));

/**
 * The behaviour of the games carousel (GamesCarousel.tsx draws it). The prerendered HTML holds
 * every card in Swiper's own markup (`.swiper` > `.swiper-wrapper` > `.swiper-slide`), the arrows
 * and the bullets. Until Swiper starts, the row of cards scrolls natively, one card at a time
 * (games.css), and the arrows, the bullets and the keyboard's left and right arrows scroll it;
 * that is also what remains if Swiper cannot be downloaded. Swiper is imported when the visitor
 * first reaches for the carousel (a pointer over or on it, the focus in it, a wheel), so neither
 * its download nor its start weighs on the page's first load or on a visit that never uses it
 * (its set-up and the reduced-motion preference: useSwiperTakeover.ts). Here: the card shown,
 * the native list's moves, the focus kept in view and the keyboard. Returns the card shown, the
 * elements' refs and the handlers the view wires to them.
 */
export function useGamesCarousel(count: number) {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const [active, setActive] = useState(0);
  const [wanted, setWanted] = useState(false);
  const swiperEl = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const refs: CarouselRefs = useMemo(() => ({ swiperEl, wrapper, prev, next }), []);
  // The card a smooth scroll of the native list is heading to: the card shown until it arrives.
  const scrollTargetRef = useRef<{ index: number; left: number } | null>(null);
  const lastScrollRef = useRef(0);
  const last = count - 1;
  const { swiperRef, pressed } = useSwiperTakeover({ enabled: hydrated && wanted, refs, reducedMotion, scrollTargetRef, lastScrollRef, setActive });

  /** The visitor reaches for the carousel: time to fetch Swiper. */
  const reach = () => {
    if (!wanted) setWanted(true);
  };

  /** Shows card `index`: with Swiper once it runs, else by scrolling the native list (at once when `instant`). */
  function goTo(index: number, instant = false) {
    const target = Math.min(Math.max(index, 0), last);
    const swiper = swiperRef.current;
    if (swiper) {
      swiper.slideTo(target, instant ? 0 : undefined);
      return;
    }
    const list = wrapper.current;
    const slides = list ? slidesOf(list) : [];
    const [first] = slides;
    const slide = slides[target];
    if (!list || !first || !slide) return;
    const left = slide.offsetLeft - first.offsetLeft;
    scrollTargetRef.current = { index: target, left };
    list.scrollTo({ left, behavior: instant || reducedMotion ? 'instant' : 'smooth' });
    setActive(target);
  }

  /**
   * The focus moved into the carousel (Tab, a screen reader, a click): the card holding it is
   * brought into view at once, by Swiper or by the native list, whichever runs at that moment.
   * The browser may have scrolled Swiper's clipped frame to reveal the element; that offset is
   * undone, since Swiper shows a card by its transform.
   */
  function onFocus(event: FocusEvent<HTMLElement>) {
    reach();
    const index = wrapper.current ? slideOf(wrapper.current, event.target) : -1;
    if (index < 0) return;
    if (swiperRef.current) swiperRef.current.el.scrollLeft = 0;
    goTo(index, true);
  }

  // Before Swiper runs, the arrows scroll the list; once it runs, its navigation handles them.
  function onArrow(step: -1 | 1) {
    if (swiperRef.current) return;
    const target = Math.min(Math.max(active + step, 0), last);
    goTo(target);
    if (step > 0) keepFocus(prev.current, target === last);
    else keepFocus(next.current, target === 0);
  }

  function onScroll() {
    lastScrollRef.current = performance.now();
    const list = wrapper.current;
    if (swiperRef.current || !list) return;
    const target = scrollTargetRef.current;
    if (target) {
      if (Math.abs(list.scrollLeft - target.left) > 2) return;
      scrollTargetRef.current = null;
    }
    setActive(shownSlide(list));
  }

  // The visitor scrolled the list themselves (or a smooth scroll stopped short): follow the position.
  function onScrollEnd() {
    scrollTargetRef.current = null;
    onScroll();
  }
  const dropScrollTarget = () => {
    scrollTargetRef.current = null;
  };

  // The keyboard: before Swiper runs, the left and right arrows move the list; then Swiper's keyboard module does.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    reach();
    if (swiperRef.current || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    goTo(active + (event.key === 'ArrowRight' ? 1 : -1));
  }

  return {
    hydrated,
    active,
    last,
    refs,
    goTo,
    onArrow,
    section: {
      onKeyDown,
      onPointerEnter: reach,
      onPointerDown: () => {
        pressed();
        reach();
      },
      onFocus,
      onWheel: reach,
    },
    list: { onScroll, onScrollEnd, onWheel: dropScrollTarget, onTouchStart: dropScrollTarget },
  };
}
