import { describe, expect, it } from 'vitest';
import { expectedFinding } from '../fixtures/findings.ts';
import { correctionLines, omitLines } from './suggest.ts';

const values = { lat: '-334489123', lng: '-706693000', contacto: '8765 4321, 2 2345 678', comuna: 'Santa Rosa', correo: '' };

describe('correctionLines', () => {
  it('one line per candidate, the export cell as it is, the reason left to fill in', () => {
    const item = expectedFinding('phone-verify', { field: 'contacto', raw: '8765 4321', message: 'm', candidates: ['+56 9 8765 4321, 2 2345 678'] });
    expect(correctionLines('collection-points', '12', values, item)).toEqual([
      'collection-points,12,contacto,"8765 4321, 2 2345 678","+56 9 8765 4321, 2 2345 678",',
    ]);
  });

  it('a position candidate gives a lat and a lng line', () => {
    const item = expectedFinding('coordinates-verify', {
      field: 'lat,lng',
      raw: '-334489123; -706693000',
      message: 'm',
      candidates: ['-33.4489123, -70.6693', '-3.34489123, -70.6693'],
    });
    expect(correctionLines('clean-points', 'cp-0000000a', values, item)).toEqual([
      'clean-points,cp-0000000a,lat,-334489123,-33.4489123,',
      'clean-points,cp-0000000a,lng,-706693000,-70.6693,',
      'clean-points,cp-0000000a,lat,-334489123,-3.34489123,',
      'clean-points,cp-0000000a,lng,-706693000,-70.6693,',
    ]);
  });

  it('without candidates, a line with the corrected value to write; quotes doubled', () => {
    const item = expectedFinding('comuna-ambiguous', { field: 'comuna', raw: 'Santa Rosa', message: 'm' });
    expect(correctionLines('collection-points', 'a"b', values, item)).toEqual(['collection-points,"a""b",comuna,Santa Rosa,,']);
  });

  it('nothing for a finding about no column of the export', () => {
    expect(correctionLines('collection-points', '1', values, expectedFinding('duplicate-row', { field: 'fila', raw: null, message: 'm' }))).toEqual([]);
  });
});

describe('correctionLines: positions written tight or short', () => {
  it('a candidate with no space after its comma, and one with a single number', () => {
    const item = expectedFinding('coordinates-verify', { field: 'lat,lng', raw: 'x', message: 'm', candidates: ['-33.4,-70.6', '-33.4'] });
    expect(correctionLines('clean-points', 'cp-1', values, item)).toEqual([
      'clean-points,cp-1,lat,-334489123,-33.4,',
      'clean-points,cp-1,lng,-706693000,-70.6,',
      'clean-points,cp-1,lat,-334489123,-33.4,',
      'clean-points,cp-1,lng,-706693000,,',
    ]);
  });

  it('a finding about no column gives no line even with candidates', () => {
    expect(
      correctionLines('collection-points', '1', values, expectedFinding('duplicate-near', { field: 'fila', raw: null, message: 'm', candidates: ['x'] })),
    ).toEqual([]);
  });
});

describe('omitLines', () => {
  it('one omitir line per record, both values and the reason empty, an id with a comma quoted', () => {
    expect(omitLines('clean-points', ['cp-f28eb038', 'cp-71e7f232'])).toEqual(['clean-points,cp-f28eb038,omitir,,,', 'clean-points,cp-71e7f232,omitir,,,']);
    expect(omitLines('collection-points', ['7,b'])).toEqual(['collection-points,"7,b",omitir,,,']);
    expect(omitLines('collection-points', [])).toEqual([]);
  });
});
