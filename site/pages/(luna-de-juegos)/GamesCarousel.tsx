import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/keyboard';
import 'swiper/css/navigation';
import { GameCard } from './GameCard.tsx';
import type { GameCardData } from './types.ts';
import { slideLabel, useGamesCarousel } from './useGamesCarousel.ts';
import { A11Y } from './useSwiperTakeover.ts';
import './games.css';

/**
 * The games carousel of `/juegos`: every card in Swiper's markup, the arrows and the bullets (real
 * buttons named after each game). How it scrolls, when Swiper takes over and how the focus is
 * kept in view are in useGamesCarousel.ts; with Swiper running: arrows, bullets, keyboard arrows,
 * and no movement animation when the visitor asks for less motion.
 */
export function GamesCarousel({ games }: { games: readonly GameCardData[] }) {
  const { hydrated, active, last, refs, goTo, onArrow, section, list } = useGamesCarousel(games.length);
  // The arrows' `disabled` is also set by Swiper's navigation once it runs; both follow the
  // card shown, so they agree.
  return (
    <section
      className="games-carousel"
      aria-roledescription="carrusel"
      aria-label="Juegos"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes the arrow keys (and Home/End) when it has the focus.
      tabIndex={0}
      {...section}
    >
      <div ref={refs.swiperEl} className="swiper games-swiper">
        <div ref={refs.wrapper} className="swiper-wrapper" {...list}>
          {games.map((game, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a set of form fields.
            <div key={game.slug} className="swiper-slide" role="group" aria-label={slideLabel(index, games.length)}>
              <GameCard game={game} first={index === 0} />
            </div>
          ))}
        </div>
        <div className="games-controls">
          <button
            ref={refs.prev}
            type="button"
            className="games-arrow"
            aria-label={A11Y.prevSlideMessage}
            disabled={!hydrated || active === 0}
            onClick={() => onArrow(-1)}
          >
            <span aria-hidden="true">←</span>
          </button>
          <div className="games-bullets">
            {games.map((game, index) => (
              <button
                key={game.slug}
                type="button"
                className={`swiper-pagination-bullet${index === active ? ' swiper-pagination-bullet-active' : ''}`}
                aria-label={`Ir al juego ${index + 1}: ${game.title}`}
                aria-current={index === active ? 'true' : undefined}
                disabled={!hydrated}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <button
            ref={refs.next}
            type="button"
            className="games-arrow"
            aria-label={A11Y.nextSlideMessage}
            disabled={!hydrated || active === last}
            onClick={() => onArrow(1)}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
    </section>
  );
}
