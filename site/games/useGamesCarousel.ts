import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Swiper } from 'swiper/types';
import { useHydrated } from 'vike-react/useHydrated';
import { useReducedMotion } from '../components/reduced-motion.ts';

/** Swiper's screen reader texts, in Spanish. The bullets are named by the carousel's view. */
export const A11Y = {
  // The carousel brings a focused card into view itself, before and after Swiper's arrival (Swiper's
  // own handler ignores focus for 100 ms after it starts and acts a frame late).
  scrollOnFocus: false,
  prevSlideMessage: 'Juego anterior',
  nextSlideMessage: 'Juego siguiente',
  firstSlideMessage: 'Este es el primer juego',
  lastSlideMessage: 'Este es el último juego',
  slideLabelMessage: 'Juego {{index}} de {{slidesLength}}',
};

/** Arrows and PageUp/PageDown keep scrolling the page: only the arrows move the carousel. */
const KEYBOARD = { enabled: true, onlyInViewport: true, pageUpDown: false };

/** The spec's carousel: one card at a time, 30 px apart, 800 ms per move. */
const SPEED_MS = 800;
const SPACE_BETWEEN = 30;

export const slideLabel = (index: number, count: number) =>
  A11Y.slideLabelMessage.replace('{{index}}', String(index + 1)).replace('{{slidesLength}}', String(count));

/** The list counts as still moving until this long after its last scroll event. */
const SETTLE_MS = 150;

/** Waits until `busy()` is false at a check (every 100 ms): true then, false once `cancelled()`. */
async function settled(busy: () => boolean, cancelled: () => boolean): Promise<boolean> {
  while (busy()) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (cancelled()) return false;
  }
  return true;
}

const slidesOf = (wrapper: HTMLElement) => [...wrapper.querySelectorAll<HTMLElement>(':scope > .swiper-slide')];

/** The slide holding `node` (a focused link or button), or -1. */
function slideOf(wrapper: HTMLElement, node: EventTarget | Element | null): number {
  const slide = node instanceof Element ? node.closest('.swiper-slide') : null;
  return slide ? slidesOf(wrapper).indexOf(slide as HTMLElement) : -1;
}

/** The card the natively scrolled list shows: the slide nearest to its scroll position. */
function shownSlide(wrapper: HTMLElement): number {
  const [first, second] = slidesOf(wrapper);
  const step = first && second ? second.offsetLeft - first.offsetLeft : 0;
  if (step <= 0) return 0;
  return Math.min(Math.max(Math.round(wrapper.scrollLeft / step), 0), slidesOf(wrapper).length - 1);
}

// An arrow that reaches the end is disabled: hand the focus to the other one so it is not lost.
const keepFocus = (target: HTMLButtonElement | null, atEdge: boolean) => {
  if (atEdge) target?.focus();
};

/**
 * The behaviour of the games carousel (GamesCarousel.tsx draws it). The prerendered HTML holds
 * every card in Swiper's own markup (`.swiper` > `.swiper-wrapper` > `.swiper-slide`), the arrows
 * and the bullets. Until Swiper starts, the row of cards scrolls natively, one card at a time
 * (games.css), and the arrows, the bullets and the keyboard's left and right arrows scroll it;
 * that is also what remains if Swiper cannot be downloaded. Swiper is imported when the visitor
 * first reaches for the carousel (a pointer over or on it, the focus in it, a wheel), so neither
 * its download nor its start weighs on the page's first load or on a visit that never uses it.
 * Once the list is still (no finger on it, no scroll going on) it takes over at the card on
 * screen without moving anything. Returns the card shown, the elements' refs and the handlers
 * the view wires to them.
 */
export function useGamesCarousel(count: number) {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const [active, setActive] = useState(0);
  const [wanted, setWanted] = useState(false);
  const swiperElRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  // The card a smooth scroll of the native list is heading to: the card shown until it arrives.
  const scrollTargetRef = useRef<{ index: number; left: number } | null>(null);
  // Read when Swiper is created, which happens after an import of unknown duration.
  const reducedMotionRef = useRef(reducedMotion);
  // Whether a pointer is down on the list, and when it last scrolled: Swiper waits for both to settle.
  const pointerDownRef = useRef(false);
  const lastScrollRef = useRef(0);
  const last = count - 1;

  useEffect(() => {
    const el = swiperElRef.current;
    const wrapper = wrapperRef.current;
    if (!hydrated || !wanted || !el || !wrapper) return;
    let cancelled = false;
    const start = async () => {
      try {
        const { createSwiper } = await import('./swiper.ts');
        if (cancelled) return;
        // Taking over in the middle of a swipe or a smooth scroll would jump to the nearest card.
        if (!(await settled(() => pointerDownRef.current || performance.now() - lastScrollRef.current < SETTLE_MS, () => cancelled))) return;
        // Swiper starts at the card the native scroll shows; its transform replaces the scroll
        // offset within the same task, so nothing moves on screen.
        // A focused card stays the one shown, whatever the scroll says.
        const focused = slideOf(wrapper, document.activeElement);
        const initialSlide = focused >= 0 ? focused : (scrollTargetRef.current?.index ?? shownSlide(wrapper));
        scrollTargetRef.current = null;
        wrapper.scrollLeft = 0;
        const swiper = createSwiper(el, {
          slidesPerView: 1,
          spaceBetween: SPACE_BETWEEN,
          speed: reducedMotionRef.current ? 0 : SPEED_MS,
          initialSlide,
          navigation: { prevEl: prevRef.current, nextEl: nextRef.current },
          keyboard: KEYBOARD,
          a11y: A11Y,
          on: {
            slideChange: (s) => setActive(s.activeIndex),
            navigationNext: (s) => keepFocus(prevRef.current, s.isEnd),
            navigationPrev: (s) => keepFocus(nextRef.current, s.isBeginning),
          },
        });
        swiperRef.current = swiper;
        setActive(swiper.activeIndex);
      } catch (error) {
        // Offline or a failed download: the natively scrolled list stays, with working controls.
        console.warn('No se pudo cargar el carrusel; los juegos siguen disponibles en la lista', error);
      }
    };
    void start();
    return () => {
      cancelled = true;
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [hydrated, wanted]);

  // A press ends wherever the pointer is then, perhaps off the carousel; followed from the start,
  // so a press that ends before Swiper is wanted is not counted as still down.
  useEffect(() => {
    const released = () => {
      pointerDownRef.current = false;
    };
    window.addEventListener('pointerup', released);
    window.addEventListener('pointercancel', released);
    return () => {
      window.removeEventListener('pointerup', released);
      window.removeEventListener('pointercancel', released);
    };
  }, []);

  /** The visitor reaches for the carousel: time to fetch Swiper. */
  const reach = () => {
    if (!wanted) setWanted(true);
  };

  // The preference can change while the page is open: Swiper follows it from its next move.
  useEffect(() => {
    reducedMotionRef.current = reducedMotion;
    const swiper = swiperRef.current;
    if (swiper) swiper.params.speed = reducedMotion ? 0 : SPEED_MS;
  }, [reducedMotion]);

  /** Shows card `index`: with Swiper once it runs, else by scrolling the native list (at once when `instant`). */
  function goTo(index: number, instant = false) {
    const target = Math.min(Math.max(index, 0), last);
    const swiper = swiperRef.current;
    if (swiper) {
      swiper.slideTo(target, instant ? 0 : undefined);
      return;
    }
    const wrapper = wrapperRef.current;
    const slides = wrapper ? slidesOf(wrapper) : [];
    const [first] = slides;
    const slide = slides[target];
    if (!wrapper || !first || !slide) return;
    const left = slide.offsetLeft - first.offsetLeft;
    scrollTargetRef.current = { index: target, left };
    wrapper.scrollTo({ left, behavior: instant || reducedMotion ? 'instant' : 'smooth' });
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
    const wrapper = wrapperRef.current;
    const index = wrapper ? slideOf(wrapper, event.target) : -1;
    if (index < 0) return;
    if (swiperRef.current) swiperRef.current.el.scrollLeft = 0;
    goTo(index, true);
  }

  // Before Swiper runs, the arrows scroll the list; once it runs, its navigation handles them.
  function onArrow(step: -1 | 1) {
    if (swiperRef.current) return;
    const target = Math.min(Math.max(active + step, 0), last);
    goTo(target);
    if (step > 0) keepFocus(prevRef.current, target === last);
    else keepFocus(nextRef.current, target === 0);
  }

  function onScroll() {
    lastScrollRef.current = performance.now();
    const wrapper = wrapperRef.current;
    if (swiperRef.current || !wrapper) return;
    const target = scrollTargetRef.current;
    if (target) {
      if (Math.abs(wrapper.scrollLeft - target.left) > 2) return;
      scrollTargetRef.current = null;
    }
    setActive(shownSlide(wrapper));
  }

  // The visitor scrolled the list themselves (or a smooth scroll stopped short): follow the position.
  function onScrollEnd() {
    scrollTargetRef.current = null;
    onScroll();
  }
  const dropScrollTarget = () => {
    scrollTargetRef.current = null;
  };

  // Swiper's keyboard module takes over the left and right arrows once it runs.
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
    refs: { swiperEl: swiperElRef, wrapper: wrapperRef, prev: prevRef, next: nextRef },
    goTo,
    onArrow,
    section: {
      onKeyDown,
      onPointerEnter: reach,
      onPointerDown: () => {
        pointerDownRef.current = true;
        reach();
      },
      onFocus,
      onWheel: reach,
    },
    list: { onScroll, onScrollEnd, onWheel: dropScrollTarget, onTouchStart: dropScrollTarget },
  };
}
