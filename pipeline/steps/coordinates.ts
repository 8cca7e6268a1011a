/**
 * Coordinates step: recovers a row's position from spreadsheet cells (decimal degrees with comma or point,
 * lost decimal points, swapped lat/lng, UTM in columns or text) and checks it against the row's region.
 */
export type { PositionContext, PositionInput, PositionResult } from './coordinates/resolve.ts';
export { resolvePosition } from './coordinates/resolve.ts';
export type { LatLng } from './coordinates/geo.ts';
export { distanceMeters, inBoxes, latLngToUtm, southernBandRange, utmDefinition, utmToLatLng } from './coordinates/geo.ts';
export type { ParsedDecimal } from './coordinates/numbers.ts';
export { parseDecimal, parseUtmNumber, restoreDecimal, roundDegrees } from './coordinates/numbers.ts';
export type { UtmText } from './coordinates/text.ts';
export { parseUtmText, plainDegreePair, splitDegreeText } from './coordinates/text.ts';
