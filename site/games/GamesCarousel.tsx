import { useMemo, useRef } from 'react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/keyboard';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { GameCard } from './GameCard.tsx';
import type { GameCardData } from './types.ts';
import { useReducedMotion } from './useReducedMotion.ts';
import './games.css';

/** Only the modules this carousel uses (and their CSS above). */
const MODULES = [Navigation, Pagination, Keyboard, A11y];

/** Swiper's screen reader texts, in Spanish. */
const A11Y = {
  prevSlideMessage: 'Juego anterior',
  nextSlideMessage: 'Juego siguiente',
  firstSlideMessage: 'Este es el primer juego',
  lastSlideMessage: 'Este es el último juego',
  paginationBulletMessage: 'Ir al juego {{index}}',
  slideLabelMessage: 'Juego {{index}} de {{slidesLength}}',
};

/** Arrows and PageUp/PageDown keep scrolling the page: only the arrows move the carousel. */
const KEYBOARD = { enabled: true, onlyInViewport: true, pageUpDown: false };

/** The elements are ours (real buttons, below the cards); they are attached before init. */
const NAVIGATION = { prevEl: null, nextEl: null };

/** The spec's carousel: one card at a time, 30 px apart, 800 ms per move. */
const SPEED_MS = 800;
const SPACE_BETWEEN = 30;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The games carousel of `/juegos`. Every card is in the prerendered HTML; Swiper takes over
 * after hydration: arrows, clickable bullets (real buttons named after each game), the
 * keyboard's left and right arrows, and no movement animation when the visitor asks for less motion.
 */
export function GamesCarousel({ games }: { games: readonly GameCardData[] }) {
  const reducedMotion = useReducedMotion();
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const bulletsRef = useRef<HTMLDivElement>(null);

  const pagination = useMemo(
    () => ({
      el: null,
      clickable: true,
      renderBullet: (index: number, className: string) => {
        const title = games[index]?.title ?? '';
        return `<button type="button" class="${className}" aria-label="Ir al juego ${index + 1}: ${escapeHtml(title)}"></button>`;
      },
    }),
    [games],
  );

  function attachControls(swiper: SwiperInstance) {
    const { navigation, pagination: bullets } = swiper.params;
    if (typeof navigation === 'object') Object.assign(navigation, { prevEl: prevRef.current, nextEl: nextRef.current });
    if (typeof bullets === 'object') bullets.el = bulletsRef.current;
  }

  // An arrow that reaches the end is disabled: hand the focus to the other one so it is not lost.
  const keepFocus = (target: HTMLButtonElement | null, atEdge: boolean) => {
    if (atEdge) target?.focus();
  };

  return (
    <section className="games-carousel" aria-roledescription="carrusel" aria-label="Juegos" tabIndex={0}>
      <Swiper
        className="games-swiper"
        modules={MODULES}
        slidesPerView={1}
        spaceBetween={SPACE_BETWEEN}
        speed={reducedMotion ? 0 : SPEED_MS}
        navigation={NAVIGATION}
        pagination={pagination}
        keyboard={KEYBOARD}
        a11y={A11Y}
        onBeforeInit={attachControls}
        onNavigationNext={(swiper) => keepFocus(prevRef.current, swiper.isEnd)}
        onNavigationPrev={(swiper) => keepFocus(nextRef.current, swiper.isBeginning)}
      >
        {games.map((game, index) => (
          <SwiperSlide key={game.slug}>
            <GameCard game={game} first={index === 0} />
          </SwiperSlide>
        ))}
        <div slot="container-end" className="games-controls">
          <button ref={prevRef} type="button" className="games-arrow" aria-label={A11Y.prevSlideMessage}>
            <span aria-hidden="true">←</span>
          </button>
          <div ref={bulletsRef} className="games-bullets" />
          <button ref={nextRef} type="button" className="games-arrow" aria-label={A11Y.nextSlideMessage}>
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </Swiper>
    </section>
  );
}
