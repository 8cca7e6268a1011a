/** Seconds an arrow key moves the position (the slider's own step, 0.01 %, is for dragging). */
export const ARROW_SECONDS = 5;
/** Share of the story Page Up and Page Down move. */
export const PAGE_SHARE = 0.1;

/** Where a key moves the position, in seconds, or null for a key the slider leaves alone. */
export function keySeek(key: string, current: number, duration: number): number | null {
  const clamp = (seconds: number) => Math.min(Math.max(seconds, 0), duration);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(current + ARROW_SECONDS);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(current - ARROW_SECONDS);
    case 'PageUp':
      return clamp(current + duration * PAGE_SHARE);
    case 'PageDown':
      return clamp(current - duration * PAGE_SHARE);
    case 'Home':
      return 0;
    case 'End':
      return duration;
    default:
      return null;
  }
}
