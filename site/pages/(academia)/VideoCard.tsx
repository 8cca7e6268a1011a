import { useEffect, useRef, useState } from 'react';
import { boxSize } from '../../../pipeline/schema/content/picture-boxes.ts';
import type { WorkshopCard } from './types.ts';

/** The embed host that sets no cookies until the visitor plays the video. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/**
 * A workshop card: title, description and a video that only loads from the video site once
 * the visitor presses play (no third-party request, no cookies before that). The first card's
 * picture is what a visitor sees first (the page's largest paint): it is fetched at once and
 * first; the others wait until they are near the screen.
 */
export function VideoCard({ card, first = false }: { card: WorkshopCard; first?: boolean }) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button disappears on click: the focus follows into the player.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <article className="video-card">
      <div className="video-frame">
        {playing ? (
          <iframe
            ref={frameRef}
            src={embedUrl(card.videoId)}
            title={`Video: ${card.title}`}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        ) : (
          <button type="button" className="video-poster" onClick={() => setPlaying(true)}>
            <img
              src={card.posterUrl}
              alt=""
              {...boxSize('videoPoster')}
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
              decoding="async"
            />
            <span className="video-play" aria-hidden="true">
              <svg viewBox="0 0 64 64" width="64" height="64" focusable="false" aria-hidden="true">
                <circle cx="32" cy="32" r="30" />
                <path d="M26 20 L46 32 L26 44 Z" />
              </svg>
            </span>
            <span className="visually-hidden">{`Reproducir video: ${card.title}`}</span>
          </button>
        )}
      </div>
      <h3>{card.title}</h3>
      <p>{card.description}</p>
    </article>
  );
}
