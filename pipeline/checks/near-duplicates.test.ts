import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { clusterFinding, fingerprint, IDS_KEPT, LINES_NAMED, NearDuplicates, nearlySame, type PlaceRow } from './near-duplicates.ts';

// Property tests and larger files: mutation testing runs them instrumented on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const row = (line: number, name: string, address: string | null, lat: number | null = null, lng: number | null = null, comuna = 'Ñuñoa'): PlaceRow => ({
  line,
  id: `id-${line}`,
  name,
  address,
  comuna,
  lat,
  lng,
});

/** The clusters' lines (each row's id is checked to be its own). */
function clustersOf(rows: PlaceRow[]): number[][] {
  const finder = new NearDuplicates();
  for (const item of rows) finder.add(item);
  const clusters = finder.clusters();
  for (const { lines, ids } of clusters) expect(ids).toEqual(lines.slice(0, LINES_NAMED).map((line) => `id-${line}`));
  return clusters.map(({ lines }) => lines);
}

describe('fingerprint', () => {
  it.each([
    ['Punto Limpio Ñuñoa', 'limpio nunoa punto'],
    ['  PUNTO   limpio, ñuñoa. ', 'limpio nunoa punto'],
    ['Ñuñoa - Punto Limpio', 'limpio nunoa punto'],
    ['Av. Grecia 3801', '3801 av grecia'],
    ['Grecia Av 3801', '3801 av grecia'],
    ['Limpio limpio', 'limpio'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(fingerprint(text)).toBe(expected);
  });

  it('is the same for any case, accents, punctuation, spacing and word order (property)', () => {
    const word = fc.constantFrom('Punto', 'limpio', 'ÑUÑOA', 'Av.', 'Grecia', '3801', 'José', 'Peñalolén');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), fc.boolean(), (words, upper) => {
        const shuffled = [...words].reverse().map((w) => (upper ? w.toUpperCase() : w.toLowerCase()));
        expect(fingerprint(`  ${shuffled.join(' ,  ')}. `)).toBe(fingerprint(words.join(' ')));
      }),
    );
  });
});

describe('nearlySame', () => {
  it.each([
    ['limpio nunoa punto', 'limpio nunoa punto', true],
    ['limpio nunoa punto', 'limpio nuoa punto', true],
    ['limpio nunoa punto', 'limpo nuoa punto', true],
    ['limpio nunoa punto', 'limpo nuoa punt', false],
    ['norte', 'nort', true],
    ['norte', 'nrt', false],
    ['verde vidrio', 'latas verde', false],
    ['', 'a', false],
    ['1 punto verde', '2 punto verde', false],
    ['12 punto verde', '12 punto verd', true],
  ])('%j ~ %j: %s', (a, b, same) => {
    expect(nearlySame(a, b)).toBe(same);
  });
});

describe('NearDuplicates', () => {
  it('clusters rows with the same name and address fingerprint in one comuna', () => {
    expect(
      clustersOf([
        row(2, 'Punto Limpio Ñuñoa', 'Av. Grecia 3801'),
        row(3, 'Punto Verde', 'Otra 1'),
        row(5, 'PUNTO LIMPIO NUNOA', 'Grecia 3801, Av.'),
        row(9, 'Punto Limpio Ñuñoa', 'Av Grecia 3801'),
        row(11, 'Punto Limpio Ñuñoa', 'Av. Grecia 3801', null, null, 'Macul'),
      ]),
    ).toEqual([[2, 5, 9]]);
  });

  it('does not cluster by an address that is empty or only repeats the name', () => {
    expect(
      clustersOf([
        row(2, 'Punto Verde Líder', 'Punto Verde Líder', -33.4, -70.6),
        row(3, 'Punto Verde Líder', 'PUNTO VERDE LIDER', -33.5, -70.7),
        row(4, 'Punto Verde Líder', null),
        row(5, 'Punto Verde Líder', ''),
      ]),
    ).toEqual([]);
  });

  it('clusters rows less than 50 m apart with the same or nearly the same name, whatever the address', () => {
    const lat = -33.4569;
    const lng = -70.5976;
    expect(
      clustersOf([
        row(2, 'Punto Limpio Ñuñoa Norte', 'Grecia 3801', lat, lng),
        row(3, 'Pto Limpio Ñuñoa Norte', null, lat + 0.0002, lng),
        row(4, 'Punto Limpio Nunoa Nort', 'Otra', lat, lng + 0.0003),
        row(5, 'Punto Limpio Ñuñoa Norte', null, lat + 0.001, lng),
        row(6, 'Contenedor de vidrio', null, lat, lng),
      ]),
    ).toEqual([[2, 3, 4]]);
  });

  it('joins the same name at the same spot however often it repeats, and chains of near rows', () => {
    const many = Array.from({ length: 500 }, (_, i) => row(i + 2, 'Punto X', null, -33.4, -70.6));
    expect(clustersOf(many)).toEqual([many.map((r) => r.line)]);
    const chain = [row(2, 'Punto', null, -33.4, -70.6), row(3, 'Punto', null, -33.4003, -70.6), row(4, 'Punto', null, -33.4006, -70.6)];
    expect(clustersOf(chain)).toEqual([[2, 3, 4]]);
  });

  it('never clusters rows farther than 50 m apart with different addresses (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.0005, max: 0.5, noNaN: true }), fc.constantFrom('Punto Limpio', 'Punto Limpio Norte'), (offset, name) => {
        expect(clustersOf([row(2, 'Punto Limpio', 'Calle 1', -33.4, -70.6), row(3, name, 'Calle 2', -33.4 - offset, -70.6)])).toEqual([]);
      }),
    );
  });
});

describe('clusterFinding', () => {
  it('names every line of a cluster, at the first one', () => {
    const { line, finding } = clusterFinding([4, 9, 30]);
    expect(line).toBe(4);
    expect(finding).toMatchObject({ code: 'duplicate-near', severity: 'warning', field: 'fila', considered: ['línea 4', 'línea 9', 'línea 30'] });
    expect(finding.message).toMatch(/^Posible duplicado: las líneas 4, 9 y 30 tienen el mismo nombre y dirección/);
    expect(finding.message).toContain('márquela omitir en raw-data/corrections.csv');
  });

  it('says how many more past the lines it names', () => {
    const lines = Array.from({ length: LINES_NAMED + 5 }, (_, i) => i + 2);
    expect(clusterFinding(lines).finding.message).toContain(`, ${LINES_NAMED + 1} y 5 más tienen`);
  });
});

describe('NearDuplicates on larger files', () => {
  it('keeps every row of a file past its first arrays (thousands of rows), in file order', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => row(i + 2, `Punto ${i}`, `Calle ${i}`, -30 - i * 0.01, -70));
    // The last row repeats the first one's name and address, and stands 10 m from the 2,000th.
    rows.push(row(3002, 'Punto 0', 'Calle 0', -30 - 1999 * 0.01 - 0.0001, -70));
    rows.push(row(3003, 'Punto 1999', null, -30 - 1999 * 0.01 + 0.00005, -70));
    expect(clustersOf(rows)).toEqual([
      [2, 3002],
      [2001, 3003],
    ]);
  });

  it('rows with no position cluster by name and address only', () => {
    expect(clustersOf([row(2, 'Punto', 'Calle 1'), row(3, 'Punto', 'Calle 1', -33.4, -70.6), row(4, 'Punto', 'Calle 2')])).toEqual([[2, 3]]);
  });

  it('the same spot with another name is no duplicate', () => {
    expect(clustersOf([row(2, 'Contenedor vidrio', null, -33.4, -70.6), row(3, 'Contenedor latas', null, -33.4, -70.6)])).toEqual([]);
  });
});

describe('near-duplicates: bounds', () => {
  it('an empty fingerprint is the same as another empty one only', () => {
    expect(nearlySame('', '')).toBe(true);
  });

  it('two typos from ten letters on, one below', () => {
    expect(nearlySame('limpio sur', 'limpio sxx')).toBe(true);
    expect(nearlySame('limpio su', 'limpio sux')).toBe(true);
    expect(nearlySame('limpio sa', 'limpio sux')).toBe(false);
    expect(nearlySame('punto nor', 'punto nxx')).toBe(false);
  });

  it('rows with no address, or with half a position, do not cluster on that', () => {
    expect(clustersOf([row(2, 'Punto', null), row(3, 'Punto', null), row(4, 'Punto', '')])).toEqual([]);
    expect(clustersOf([row(2, 'Punto', null, -33.4, null), row(3, 'Punto', null, -33.4, null)])).toEqual([]);
    expect(clustersOf([row(2, 'Punto', null, null, -70.6), row(3, 'Punto', null, null, -70.6)])).toEqual([]);
  });

  it('the same name 60 m apart in longitude is no duplicate; 40 m is', () => {
    const east = (meters: number) => meters / (111_320 * Math.cos((33.4 * Math.PI) / 180));
    expect(clustersOf([row(2, 'Punto', null, -33.4, -70.6), row(3, 'Punto', null, -33.4, -70.6 + east(60))])).toEqual([]);
    expect(clustersOf([row(2, 'Punto', null, -33.4, -70.6), row(3, 'Punto', null, -33.4, -70.6 + east(40))])).toEqual([[2, 3]]);
  });

  it('names exactly LINES_NAMED lines without "más", and one line alone', () => {
    const lines = Array.from({ length: LINES_NAMED }, (_, i) => i + 2);
    expect(clusterFinding(lines).finding.message).toContain(`${LINES_NAMED} y ${LINES_NAMED + 1} tienen`);
    expect(clusterFinding([7]).finding.message).toMatch(/^Posible duplicado: las líneas 7 tienen/);
  });
});

describe('NearDuplicates: each row of a cluster with its id', () => {
  it('gives back each id as it was added: accents, long ids, ids past the first arrays', () => {
    const long = `x${'ñ'.repeat(20_000)}`;
    const rows: PlaceRow[] = Array.from({ length: 2500 }, (_, i) => ({ ...row(i + 2, `Punto ${i}`, `Calle ${i}`), id: i === 1 ? long : `${i}-ñandú` }));
    rows.push({ ...row(2502, 'Punto 1', 'Calle 1'), id: '' }, { ...row(2503, 'Punto 2499', 'Calle 2499'), id: 'último' });
    const finder = new NearDuplicates();
    for (const item of rows) finder.add(item);
    expect(finder.clusters()).toEqual([
      { lines: [3, 2502], ids: [long, ''] },
      { lines: [2501, 2503], ids: ['2499-ñandú', 'último'] },
    ]);
  });

  it('the first row of a file keeps its id', () => {
    const finder = new NearDuplicates();
    finder.add({ ...row(2, 'Punto', 'Calle 1'), id: 'cp-1' });
    finder.add({ ...row(3, 'Punto', 'Calle 1'), id: 'cp-2' });
    expect(finder.clusters()).toEqual([{ lines: [2, 3], ids: ['cp-1', 'cp-2'] }]);
  });

  it('ids of the first LINES_NAMED rows of a cluster only, and of the first IDS_KEPT rows of the file', () => {
    const finder = new NearDuplicates();
    for (let i = 0; i < LINES_NAMED + 3; i++) finder.add(row(i + 2, 'Punto', 'Calle 1'));
    expect(finder.clusters()[0]?.ids).toEqual(Array.from({ length: LINES_NAMED }, (_, i) => `id-${i + 2}`));
    // Rows 0 … IDS_KEPT at spots 111 m apart, then the same name at the same spot as the last row
    // whose id is kept, and as the first whose id is not.
    const big = new NearDuplicates();
    const at = (i: number) => row(i + 2, `P${i}`, null, -20 - i * 0.001, -70);
    for (let i = 0; i <= IDS_KEPT; i++) big.add(at(i));
    big.add({ ...at(IDS_KEPT - 1), line: IDS_KEPT + 3, id: 'again' });
    big.add({ ...at(IDS_KEPT), line: IDS_KEPT + 4, id: 'again' });
    expect(big.clusters()).toEqual([
      { lines: [IDS_KEPT + 1, IDS_KEPT + 3], ids: [`id-${IDS_KEPT + 1}`] },
      { lines: [IDS_KEPT + 2, IDS_KEPT + 4], ids: [] },
    ]);
  });
});
