import { type RefObject, useEffect, useRef } from 'react';
import type { Swiper } from 'swiper/types';
import { keepFocus, shownSlide, slideOf } from './carousel-dom.ts';

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

/** The spec's carousel: one card at a time, 30 px apart, 800 ms per move (none when the visitor asks for reduced motion). */
const SPEED_MS = 800;
const SPACE_BETWEEN = 30;
const speedFor = (reducedMotion: boolean) => (reducedMotion ? 0 : SPEED_MS);

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

export interface CarouselRefs {
  swiperEl: RefObject<HTMLDivElement | null>;
  wrapper: RefObject<HTMLDivElement | null>;
  prev: RefObject<HTMLButtonElement | null>;
  next: RefObject<HTMLButtonElement | null>;
}

interface Takeover {
  /** The page is hydrated and the visitor reached for the carousel. */
  enabled: boolean;
  refs: CarouselRefs;
  reducedMotion: boolean;
  /** The card a smooth scroll of the native list is heading to. */
  scrollTargetRef: RefObject<{ index: number; left: number } | null>;
  /** When the native list last scrolled (`performance.now()`). */
  lastScrollRef: RefObject<number>;
  setActive: (index: number) => void;
}

/**
 * The carousel's set-up: Swiper is imported once the visitor reaches for the carousel and, once
 * the list is still (no finger on it, no scroll going on), takes over at the card on screen
 * without moving anything. It follows the reduced-motion preference from its next move.
 * Returns Swiper once it runs (null before, and for good if it could not be downloaded), and
 * the handler that records a press on the list.
 */
export function useSwiperTakeover({ enabled, refs, reducedMotion, scrollTargetRef, lastScrollRef, setActive }: Takeover) {
  const swiperRef = useRef<Swiper | null>(null);
  // Read when Swiper is created, which happens after an import of unknown duration.
  const reducedMotionRef = useRef(reducedMotion);
  const pointerDownRef = useRef(false);

  useEffect(() => {
    const el = refs.swiperEl.current;
    const wrapper = refs.wrapper.current;
    if (!enabled || !el || !wrapper) return;
    let cancelled = false;
    const start = async () => {
      try {
        const { createSwiper } = await import('./swiper.ts');
        if (cancelled) return;
        // Taking over in the middle of a swipe or a smooth scroll would jump to the nearest card.
        if (
          !(await settled(
            () => pointerDownRef.current || performance.now() - lastScrollRef.current < SETTLE_MS,
            () => cancelled,
          ))
        )
          return;
        // Swiper starts at the card the native scroll shows (a focused card stays the one shown);
        // its transform replaces the scroll offset within the same task, so nothing moves on screen.
        const focused = slideOf(wrapper, document.activeElement);
        const initialSlide = focused >= 0 ? focused : (scrollTargetRef.current?.index ?? shownSlide(wrapper));
        scrollTargetRef.current = null;
        wrapper.scrollLeft = 0;
        const swiper = createSwiper(el, {
          slidesPerView: 1,
          spaceBetween: SPACE_BETWEEN,
          speed: speedFor(reducedMotionRef.current),
          initialSlide,
          navigation: { prevEl: refs.prev.current, nextEl: refs.next.current },
          keyboard: KEYBOARD,
          a11y: A11Y,
          on: {
            slideChange: (s) => setActive(s.activeIndex),
            navigationNext: (s) => keepFocus(refs.prev.current, s.isEnd),
            navigationPrev: (s) => keepFocus(refs.next.current, s.isBeginning),
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
  }, [enabled, refs, scrollTargetRef, lastScrollRef, setActive]);

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

  // Reduced motion: the preference can change while the page is open.
  useEffect(() => {
    reducedMotionRef.current = reducedMotion;
    const swiper = swiperRef.current;
    if (swiper) swiper.params.speed = speedFor(reducedMotion);
  }, [reducedMotion]);

  const pressed = () => {
    pointerDownRef.current = true;
  };
  return { swiperRef, pressed };
}
