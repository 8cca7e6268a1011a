import { keySeek } from './keys.ts';
import { formatTime, spokenTime } from './time-format.ts';

/** Volume set on every play (the spec's 0.1: the stories are meant for quiet listening). */
export const PLAY_VOLUME = 0.1;

/** What the visitor reads when the story cannot be played. */
export const PLAY_ERROR = 'No pudimos reproducir el audio. Revisa tu conexión e inténtalo de nuevo.';

const ICONS = { play: '▶', pause: '❚❚', stop: '■' } as const;

function part<T extends Element>(root: HTMLElement, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`Reproductor sin ${selector}`);
  return element;
}

/**
 * Makes a prerendered player (site/audio/AudioPlayer.tsx) work: play/pause (or play/stop), the
 * seek slider, the clock, and the failure message. Keyboard: the button and the slider are native
 * controls with Spanish labels; on the slider the arrows move 5 seconds, Page Up and Page Down a
 * tenth of the story, Home and End to its start and end, and the slider reads its position as
 * time ("1 minuto 5 segundos de 3 minutos"). A position chosen on the slider before the file's
 * length is known is where playback starts.
 */
export function mountAudioPlayer(root: HTMLElement): void {
  const audio = part<HTMLAudioElement>(root, 'audio');
  const button = part<HTMLButtonElement>(root, '.audio-toggle');
  const icon = part<HTMLElement>(button, 'span');
  const slider = part<HTMLInputElement>(root, 'input[type="range"]');
  const elapsed = part<HTMLElement>(root, '.audio-elapsed');
  const total = part<HTMLElement>(root, '.audio-total');
  const error = part<HTMLElement>(root, '.audio-error');
  const mode = root.dataset.mode === 'stop' ? 'stop' : 'pause';
  const title = root.dataset.title ?? '';

  let duration = Number(root.dataset.seconds) || 0;
  let current = 0;
  /** A position (seconds) chosen before the file's own length was known, applied once it is. */
  let pendingSeek: number | null = null;

  const show = () => {
    const playing = !audio.paused;
    const action = playing ? (mode === 'stop' ? 'Detener' : 'Pausar') : 'Reproducir';
    button.setAttribute('aria-label', `${action} ${title}`);
    icon.textContent = playing ? ICONS[mode] : ICONS.play;
    slider.value = String(duration > 0 ? Math.min(100, (current / duration) * 100) : 0);
    slider.setAttribute('aria-valuetext', `${spokenTime(current)} de ${spokenTime(duration)}`);
    elapsed.textContent = formatTime(current);
    total.textContent = formatTime(duration);
  };

  const fail = (failed: boolean) => {
    error.hidden = !failed;
    error.textContent = failed ? PLAY_ERROR : '';
  };

  const sync = () => {
    if (pendingSeek !== null && Number.isFinite(audio.duration)) {
      audio.currentTime = Math.min(pendingSeek, audio.duration);
      pendingSeek = null;
    }
    // Before the file's length is known, the clock stays on a position chosen on the slider.
    if (pendingSeek === null) current = audio.currentTime;
    if (Number.isFinite(audio.duration) && audio.duration > 0) duration = audio.duration;
    show();
  };

  const seek = (percent: number) => {
    if (Number.isFinite(audio.duration) && audio.duration > 0) {
      audio.currentTime = (percent / 100) * audio.duration;
      current = audio.currentTime;
    } else {
      // Not loaded yet: remember the position; it is applied when the file's length is known.
      pendingSeek = (percent / 100) * duration;
      current = pendingSeek;
    }
    show();
  };

  for (const event of ['timeupdate', 'loadedmetadata', 'durationchange', 'play', 'pause', 'ended']) audio.addEventListener(event, sync);
  audio.addEventListener('error', () => fail(true));

  button.addEventListener('click', async () => {
    if (!audio.paused) {
      audio.pause();
      if (mode === 'stop') {
        pendingSeek = null;
        audio.currentTime = 0;
      }
      return;
    }
    audio.volume = PLAY_VOLUME;
    try {
      await audio.play();
      fail(false);
    } catch (reason) {
      // A pause (or stop) pressed before playback started interrupts play(): that is not a failure.
      if (reason instanceof DOMException && reason.name === 'AbortError') return;
      fail(true);
    }
  });

  slider.addEventListener('input', () => seek(Number(slider.value)));
  slider.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || duration <= 0) return;
    const target = keySeek(event.key, current, duration);
    if (target === null) return;
    event.preventDefault();
    seek((target / duration) * 100);
  });

  // The page may have met a broken file before this script was listening.
  if (audio.error) fail(true);
  sync();
  button.disabled = false;
  slider.disabled = false;
}

/** Every player of the page. */
export function mountAudioPlayers(doc: Document = document): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-audio-player]')) mountAudioPlayer(root);
}
