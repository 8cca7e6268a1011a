import { readTrackingConfig, type TrackingConfig } from './ids.ts';

export type { TrackingConfig };

/** This build's configuration (Vite replaces the variables when it builds). */
export const TRACKING: TrackingConfig = readTrackingConfig({
  VITE_PIXEL_ID: import.meta.env.VITE_PIXEL_ID,
  VITE_ADS_CONVERSION_ID: import.meta.env.VITE_ADS_CONVERSION_ID,
});
