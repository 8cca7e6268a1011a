import { describe, expect, it } from 'vitest';
import { readTrackingConfig } from './tracking-ids.ts';

describe('readTrackingConfig', () => {
  it('turns everything off when the variables are unset or empty', () => {
    const off = { pixelId: null, conversionId: null, adsId: null };
    expect(readTrackingConfig({})).toEqual(off);
    expect(readTrackingConfig({ VITE_PIXEL_ID: '', VITE_ADS_CONVERSION_ID: ' ' })).toEqual(off);
  });

  it('takes the gtag config ID from the part before the slash', () => {
    expect(readTrackingConfig({ VITE_PIXEL_ID: '123', VITE_ADS_CONVERSION_ID: 'AW-123456789/AbC-D_efG' })).toEqual({
      pixelId: '123',
      conversionId: 'AW-123456789/AbC-D_efG',
      adsId: 'AW-123456789',
    });
  });

  it('ignores values that are not IDs', () => {
    expect(readTrackingConfig({ VITE_PIXEL_ID: 'abc', VITE_ADS_CONVERSION_ID: 'AW-123' })).toEqual({ pixelId: null, conversionId: null, adsId: null });
    expect(readTrackingConfig({ VITE_ADS_CONVERSION_ID: 'G-123/abc' }).adsId).toBeNull();
  });
});
