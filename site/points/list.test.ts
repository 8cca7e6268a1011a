import { describe, expect, it } from 'vitest';
import { directionsUrl, hasCoordinates } from '../map/positions.ts';
import { LIST_PAGE, LIST_SLACK, rank, renderCount } from './list.ts';
import { orderText, SANTIAGO_CENTRE } from './order.ts';

describe('locator list', () => {
  it('renders a short list whole and a long one a page at a time', () => {
    expect(renderCount(316, LIST_PAGE)).toBe(316);
    expect(renderCount(LIST_PAGE + LIST_SLACK, LIST_PAGE)).toBe(LIST_PAGE + LIST_SLACK);
    expect(renderCount(10_000, LIST_PAGE)).toBe(LIST_PAGE);
    expect(renderCount(10_000, 2 * LIST_PAGE)).toBe(2 * LIST_PAGE);
  });

  it('ranks by distance, points without coordinates last', () => {
    const points = [
      { id: 'far', lat: -36.8, lng: -73.05 },
      { id: 'none', lat: null, lng: null },
      { id: 'near', lat: -33.45, lng: -70.66 },
    ];
    expect(rank(points, null).map((r) => [r.point.id, r.km])).toEqual([
      ['far', null],
      ['none', null],
      ['near', null],
    ]);
    const ranked = rank(points, { lat: -33.456, lng: -70.699 });
    expect(ranked.map((r) => r.point.id)).toEqual(['near', 'far', 'none']);
    expect(ranked[0]?.km).toBeLessThan(5);
    expect(ranked[2]?.km).toBeNull();
  });

  it('checks coordinates and builds directions', () => {
    expect(hasCoordinates({ lat: -33.4, lng: -70.6 })).toBe(true);
    expect(hasCoordinates({ lat: null, lng: -70.6 })).toBe(false);
    expect(hasCoordinates({ lat: -334489123, lng: -70.6 })).toBe(false);
    expect(directionsUrl({ lat: -33.4, lng: -70.6 })).toBe('https://www.google.com/maps/dir/?api=1&destination=-33.4,-70.6');
  });
});

describe('order of the lists', () => {
  it('says the order above the list', () => {
    expect(orderText(false)).toBe('Del más cercano al más lejano del centro de Santiago.');
    expect(orderText(true)).toBe('Del más cercano al más lejano de tu ubicación.');
    expect(orderText(false, [{ name: 'Metropolitana de Santiago' }])).toBe(
      'Primero, los puntos de la región Metropolitana de Santiago. Del más cercano al más lejano del centro de Santiago.',
    );
    expect(orderText(true, [{ name: 'Los Ríos' }, { name: 'Los Lagos' }])).toBe(
      'Primero, los puntos de las regiones Los Ríos y Los Lagos. Del más cercano al más lejano de tu ubicación.',
    );
  });

  it('starts from central Santiago', () => {
    const points = [
      { id: 'arica', lat: -18.48, lng: -70.32 },
      { id: 'santiago', lat: -33.44, lng: -70.65 },
      { id: 'none', lat: null, lng: null },
      { id: 'valparaiso', lat: -33.04, lng: -71.61 },
    ];
    expect(rank(points, SANTIAGO_CENTRE).map((r) => r.point.id)).toEqual(['santiago', 'valparaiso', 'arica', 'none']);
  });
});
