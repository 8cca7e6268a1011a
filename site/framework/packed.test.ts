import { describe, expect, it } from 'vitest';
import { pack, unpack } from './packed.ts';

describe('pack and unpack', () => {
  it('give back the same plain JSON value', () => {
    const value = { id: 'cp-1', name: 'Punto «Ñuñoa» \\ "centro" </script>', lat: -33.45, lng: -70.6, tags: ['a', 'b'], none: null, ok: true };
    expect(unpack(pack(value))).toEqual(value);
  });

  it('leave out a property that is undefined, as JSON does', () => {
    expect(unpack(pack({ address: undefined, comuna: 'Arica' }))).toEqual({ comuna: 'Arica' });
  });
});
