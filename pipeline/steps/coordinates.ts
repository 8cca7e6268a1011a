/**
 * Coordinates step: recovers a row's position from spreadsheet cells (decimal degrees with comma or point,
 * degrees-minutes-seconds, map links, lost decimal points, missing signs, swapped lat/lng, UTM in columns
 * or text) and applies a repair only when the signals confirm it (coordinates/resolve.ts).
 */
export type { PositionContext, PositionInput, PositionResult } from './coordinates/resolve.ts';
export { resolvePosition } from './coordinates/resolve.ts';
