/**
 * Decides whether a remote street style made it, or whether the map must fall back to the
 * offline base map. A style counts as working once the style itself and at least one of its own
 * tiles have loaded. Any failure before that (the style, its TileJSON or a tile could not be
 * fetched: offline, blocked, refused) falls back at once; a host that does not answer falls
 * back at a deadline: the style must arrive within STYLE_DEADLINE_MS of the map's start, then
 * its first tile within TILE_DEADLINE_MS of the style. After the style has worked, later
 * failures are left to MapLibre (a missing tile here and there does not replace the whole map).
 *
 * The two windows differ because what the visitor sees differs. Until the style arrives the map
 * is empty, so its window is short. Once it has arrived the points are drawn on the style's
 * background, so the tiles get a long window: a slow network or a busy phone that is still
 * fetching and decoding a first tile is not sent to the offline map. The page cannot see that
 * answer for vector tiles (MapLibre's worker fetches them, outside the page's resource timing),
 * so the window also counts the decoding. When the page does see the tile host answer (its
 * TileJSON, or a raster tile), no deadline is left at all.
 */

/** From the map's start to the offline map when the street style itself has not arrived. */
export const STYLE_DEADLINE_MS = 2500;
/** From the style's arrival to the offline map when no tile has loaded and the tile host has not answered. */
export const TILE_DEADLINE_MS = 10_000;

export type FallbackReason = 'error' | 'deadline';

export interface StyleWatch {
  /** The remote style was parsed and applied. */
  styleLoaded(): void;
  /** A tile of one of the style's own sources arrived and was decoded. */
  tileLoaded(): void;
  /** The network answered the style's own request (before MapLibre has parsed it). */
  styleAnswered(): void;
  /** The network answered a request for the style's tiles (a TileJSON or a tile), before MapLibre has drawn one. */
  tileAnswered(): void;
  /** The style, its TileJSON or one of its tiles failed. */
  failed(): void;
  /** The map is gone: forget everything, call nothing. */
  stop(): void;
  /** 'pending' until it worked, fell back or was stopped. */
  readonly outcome: 'pending' | 'worked' | 'stopped' | FallbackReason;
}

interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function watchStyle(
  onFallback: (reason: FallbackReason) => void,
  timers: Timers = browserTimers,
  { styleMs = STYLE_DEADLINE_MS, tileMs = TILE_DEADLINE_MS } = {},
): StyleWatch {
  let outcome: StyleWatch['outcome'] = 'pending';
  let style = false;
  let tile = false;
  /** What the deadline waits for: the style, then a first tile's answer, then nothing. */
  let phase: 'style' | 'tiles' | 'answered' = 'style';
  const settle = (result: 'worked' | FallbackReason | 'stopped') => {
    if (outcome !== 'pending') return;
    timers.clear(timer);
    outcome = result;
    if (result === 'error' || result === 'deadline') onFallback(result);
  };
  let timer = timers.set(() => settle('deadline'), styleMs);
  const waitForTiles = () => {
    if (outcome !== 'pending' || phase !== 'style') return;
    phase = 'tiles';
    timers.clear(timer);
    timer = timers.set(() => settle('deadline'), tileMs);
  };
  const answered = () => {
    if (outcome !== 'pending' || phase === 'answered') return;
    phase = 'answered';
    timers.clear(timer);
  };
  return {
    styleLoaded() {
      style = true;
      if (tile) settle('worked');
      else waitForTiles();
    },
    tileLoaded() {
      tile = true;
      answered();
      if (style) settle('worked');
    },
    styleAnswered() {
      waitForTiles();
    },
    tileAnswered() {
      answered();
    },
    failed() {
      settle('error');
    },
    stop() {
      settle('stopped');
    },
    get outcome() {
      return outcome;
    },
  };
}
