import { describe, expect, it } from 'vitest';
import { unpack } from '../../framework/packed.ts';
import { loadTeleton } from '../../teleton/data.server.ts';
import { data } from './+data.ts';
import { loadLocatorPoints, loadSearchRegions } from './data.server.ts';

describe("the locator page's data", () => {
  it('carries the points and the regions each as one string, which unpack to what the page shows', () => {
    const { points, regions } = data();
    expect(typeof points).toBe('string');
    expect(typeof regions).toBe('string');
    expect(unpack(points)).toEqual(loadLocatorPoints(loadTeleton().defaultIcon));
    expect(unpack(regions)).toEqual(loadSearchRegions());
    expect(unpack(points).length).toBeGreaterThan(250);
  });
});
