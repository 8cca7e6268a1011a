import { formatTime, spokenTime } from './time-format.ts';
import './audio.css';

interface Props {
  /** URL of the MP3. */
  src: string;
  /** How long it plays, in seconds, as the pipeline measured it (generated/audio.json). */
  seconds: number;
  /** What is playing, for the accessible names: "la historia de Rodolfa". */
  title: string;
  /** `pause` keeps the position (characters); `stop` goes back to the start (dogs). */
  mode?: 'pause' | 'stop';
  /** What the story says, offered to read under the player (for visitors who cannot hear it). */
  transcript: string;
}

/**
 * The one audio player of the site, as HTML: a native `<audio>`, the play button, a seek slider
 * by percent with step 0.01 (for dragging), the elapsed and total time, and the story's words
 * to read. It is prerendered stopped at zero with the story's length; site/audio/player.ts (the
 * page's only script) makes it play, seek and keep time.
 *
 * Nothing of the file is downloaded until the visitor presses play (`preload="none"`): the
 * total time comes from `seconds`, so the page shows it without spending the visitor's data on a
 * story they may not play.
 */
export function AudioPlayer({ src, seconds, title, mode = 'pause', transcript }: Props) {
  const id = `audio-${src.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;
  return (
    <div className="audio-player" data-audio-player="" data-mode={mode} data-title={title} data-seconds={seconds}>
      {/* biome-ignore lint/a11y/useMediaCaption: a story with no picture to caption; its words are offered to read below the player. */}
      <audio src={src} preload="none" />
      <button type="button" className="audio-toggle" aria-label={`Reproducir ${title}`} disabled>
        <span aria-hidden="true">▶</span>
      </button>
      <div className="audio-track">
        <label className="visually-hidden" htmlFor={id}>
          Posición en {title}
        </label>
        <input id={id} type="range" min={0} max={100} step={0.01} defaultValue={0} aria-valuetext={`${spokenTime(0)} de ${spokenTime(seconds)}`} disabled />
        <p className="audio-times">
          <span className="audio-elapsed">{formatTime(0)}</span>
          <span aria-hidden="true"> / </span>
          <span className="visually-hidden"> de </span>
          <span className="audio-total">{formatTime(seconds)}</span>
        </p>
      </div>
      <p className="audio-error" role="alert" hidden />
      <details className="audio-transcript">
        <summary>Leer la historia</summary>
        <p>{transcript}</p>
      </details>
    </div>
  );
}
