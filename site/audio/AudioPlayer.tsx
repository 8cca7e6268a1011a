import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { formatTime, spokenTime } from './format.ts';
import { keySeek } from './keys.ts';
import './audio.css';

/** Volume set on every play (the spec's 0.1: the stories are meant for quiet listening). */
export const PLAY_VOLUME = 0.1;

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
 * The one audio player of the site: play/pause (or play/stop), a seek slider by percent with
 * step 0.01 (for dragging), and elapsed and total time. Keyboard: the button and the slider are
 * native controls with Spanish labels; on the slider the arrows move 5 seconds, Page Up and Page
 * Down a tenth of the story, Home and End to its start and end, and the slider reads its
 * position as time ("1 minuto 5 segundos de 3 minutos").
 *
 * Nothing of the file is downloaded until the visitor presses play (`preload="none"`): the
 * total time comes from `seconds`, so the page shows it without spending the visitor's data
 * on a story they may not play. A position chosen on the slider before that is where playback
 * starts.
 *
 * A different file is a new player (keyed by `src`): a page that swaps its story, such as one
 * character's page followed by another's without a full load, never shows the old story's
 * position, length or error.
 */
export function AudioPlayer(props: Props) {
  return <Player key={props.src} {...props} />;
}

function Player({ src, seconds, title, mode = 'pause', transcript }: Props) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(seconds);
  const [failed, setFailed] = useState(false);
  /** A position (seconds) chosen before the file's own length was known, applied once it is. */
  const pendingSeek = useRef<number | null>(null);
  const sliderId = useId();

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const sync = () => {
      if (pendingSeek.current !== null && Number.isFinite(audio.duration)) {
        audio.currentTime = Math.min(pendingSeek.current, audio.duration);
        pendingSeek.current = null;
      }
      // Before the file's length is known, the clock stays on a position chosen on the slider.
      if (pendingSeek.current === null) setCurrent(audio.currentTime);
      if (Number.isFinite(audio.duration) && audio.duration > 0) setDuration(audio.duration);
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onError = () => setFailed(true);
    audio.addEventListener('timeupdate', sync);
    audio.addEventListener('loadedmetadata', sync);
    audio.addEventListener('durationchange', sync);
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('ended', onPause);
    audio.addEventListener('error', onError);
    sync();
    // The prerendered page may have met a broken file before React was listening.
    if (audio.error) setFailed(true);
    return () => {
      audio.removeEventListener('timeupdate', sync);
      audio.removeEventListener('loadedmetadata', sync);
      audio.removeEventListener('durationchange', sync);
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onPause);
      audio.removeEventListener('error', onError);
    };
  }, []);

  async function toggle() {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      if (mode === 'stop') {
        pendingSeek.current = null;
        audio.currentTime = 0;
      }
      return;
    }
    audio.volume = PLAY_VOLUME;
    try {
      await audio.play();
      setFailed(false);
    } catch (error) {
      // A pause (or stop) pressed before playback started interrupts play(): that is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setFailed(true);
    }
  }

  function seek(percent: number) {
    const audio = audioRef.current;
    if (!audio) return;
    if (Number.isFinite(audio.duration) && audio.duration > 0) {
      audio.currentTime = (percent / 100) * audio.duration;
      setCurrent(audio.currentTime);
      return;
    }
    // Not loaded yet: remember the position; it is applied when the file's length is known.
    pendingSeek.current = (percent / 100) * duration;
    setCurrent(pendingSeek.current);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || duration <= 0) return;
    const target = keySeek(event.key, current, duration);
    if (target === null) return;
    event.preventDefault();
    seek((target / duration) * 100);
  }

  const percent = duration > 0 ? Math.min(100, (current / duration) * 100) : 0;
  const action = playing ? (mode === 'stop' ? 'Detener' : 'Pausar') : 'Reproducir';

  return (
    <div className="audio-player">
      {/* biome-ignore lint/a11y/useMediaCaption: a story with no picture to caption; its words are offered to read below the player. */}
      <audio ref={audioRef} src={src} preload="none" />
      <button type="button" className="audio-toggle" onClick={() => void toggle()} aria-label={`${action} ${title}`}>
        <span aria-hidden="true">{playing ? (mode === 'stop' ? '■' : '❚❚') : '▶'}</span>
      </button>
      <div className="audio-track">
        <label className="visually-hidden" htmlFor={sliderId}>
          Posición en {title}
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={100}
          step={0.01}
          value={percent}
          onChange={(event) => seek(Number(event.currentTarget.value))}
          onKeyDown={onKeyDown}
          aria-valuetext={`${spokenTime(current)} de ${spokenTime(duration)}`}
        />
        <p className="audio-times">
          <span className="audio-elapsed">{formatTime(current)}</span>
          <span aria-hidden="true"> / </span>
          <span className="visually-hidden"> de </span>
          <span className="audio-total">{formatTime(duration)}</span>
        </p>
      </div>
      {failed && (
        <p className="audio-error" role="alert">
          No pudimos reproducir el audio. Revisa tu conexión e inténtalo de nuevo.
        </p>
      )}
      <details className="audio-transcript">
        <summary>Leer la historia</summary>
        <p>{transcript}</p>
      </details>
    </div>
  );
}
