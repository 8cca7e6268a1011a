import { describe, expect, it } from 'vitest';
import { readTrackingConfig } from '../config/tracking-ids.ts';
import { advertisingText, bannerText, vendorNames } from './texts.ts';

const purpose = 'saber cuántas personas llegan al evento';

describe('the advertising text names exactly the vendors whose ID the build sets', () => {
  it('only the pixel: Meta, never Google', () => {
    const tracking = readTrackingConfig({ VITE_PIXEL_ID: '123' });
    expect(vendorNames(tracking)).toBe('Meta');
    expect(bannerText(tracking)).toContain('le avisa a Meta que la visitaste');
    const text = advertisingText(tracking, purpose);
    expect(text).toContain('usamos el píxel de Meta para saber cuántas personas llegan al evento.');
    expect(text).toContain('llega a Meta Platforms, Inc., en Estados Unidos: es una transferencia internacional de datos');
    expect(`${bannerText(tracking)} ${text}`).not.toMatch(/Google/);
  });

  it('only the ads conversion: Google, never Meta', () => {
    const tracking = readTrackingConfig({ VITE_ADS_CONVERSION_ID: 'AW-1/abc' });
    expect(bannerText(tracking)).toContain('le avisa a Google que la visitaste');
    const text = advertisingText(tracking, purpose);
    expect(text).toContain('usamos la medición de conversiones de Google Ads para');
    expect(`${bannerText(tracking)} ${text}`).not.toMatch(/Meta/);
  });

  it('both: Meta y Google; none: nothing to name', () => {
    const both = readTrackingConfig({ VITE_PIXEL_ID: '123', VITE_ADS_CONVERSION_ID: 'AW-1/abc' });
    expect(vendorNames(both)).toBe('Meta y Google');
    expect(advertisingText(both, purpose)).toContain('llega a Meta Platforms, Inc. y Google LLC, en Estados Unidos');
    expect(vendorNames(readTrackingConfig({}))).toBe('');
  });
});
