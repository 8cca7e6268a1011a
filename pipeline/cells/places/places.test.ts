import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { DIRECTORY_REGION, LOCATOR_REGION } from '../../fixtures/region-spellings.ts';
import type { Comuna } from '../../schema/comuna.ts';
import { ComunaSchema } from '../../schema/comuna.ts';
import type { Box, Region } from '../../schema/region.ts';
import { RegionsFileSchema } from '../../schema/region.ts';
import { foldKey } from '../clean-cell.ts';

const referenceDir = fileURLToPath(new URL('../../../raw-data/reference/', import.meta.url));
const regionsText = readFileSync(`${referenceDir}regions.json`, 'utf8');
const comunasText = readFileSync(`${referenceDir}comunas.csv`, 'utf8');

const regions: Region[] = RegionsFileSchema.parse(JSON.parse(regionsText));
const comunaRows = parse(comunasText, { columns: true }) as Record<string, string>[];
const comunas: Comuna[] = comunaRows.map((row) => ComunaSchema.parse(row));

/**
 * Spellings the two exports use for regions (upper case in the locator, mixed case in the
 * directory), and other ways of writing them.
 */
const EXPORT_SPELLINGS: readonly (readonly [string, string])[] = [
  ...[LOCATOR_REGION, DIRECTORY_REGION].flatMap((spellings) => Object.entries(spellings).map(([code, spelling]) => [spelling, code] as const)),
  ['Región Metropolitana', 'CL-RM'],
  ['Santiago', 'CL-RM'],
  ['Bío Bío', 'CL-BI'],
  ['Bio-Bio', 'CL-BI'],
  ['VIII', 'CL-BI'],
  ['XIII', 'CL-RM'],
];

/** Every folded alias, name and short name, with the codes of the regions that use it. */
function aliasIndex(): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const region of regions) {
    for (const spelling of [region.name, region.shortName, ...region.aliases]) {
      const key = foldKey(spelling);
      const codes = index.get(key) ?? new Set<string>();
      codes.add(region.code);
      index.set(key, codes);
    }
  }
  return index;
}

function inBox(box: Box, lat: number, lng: number): boolean {
  return lat >= box.minLat && lat <= box.maxLat && lng >= box.minLng && lng <= box.maxLng;
}

function regionByCode(code: string): Region {
  const region = regions.find((candidate) => candidate.code === code);
  if (!region) throw new Error(`región desconocida: ${code}`);
  return region;
}

describe('regions.json', () => {
  it('holds the 16 regions with unique ISO and CUT codes', () => {
    expect(regions).toHaveLength(16);
    expect(new Set(regions.map((region) => region.code)).size).toBe(16);
    expect(new Set(regions.map((region) => region.cut)).size).toBe(16);
  });

  it.each(EXPORT_SPELLINGS)('%s resolves to %s', (spelling, code) => {
    const codes = aliasIndex().get(foldKey(spelling));
    expect(codes ? [...codes] : []).toEqual([code]);
  });

  it('never shares an alias key between two regions', () => {
    const shared = [...aliasIndex()].filter(([, codes]) => codes.size > 1).map(([key]) => key);
    expect(shared).toEqual([]);
  });

  it('keeps boxes in the south-western quadrant, narrower than 6° of longitude', () => {
    for (const region of regions) {
      for (const box of region.bounds) {
        expect(box.maxLat, region.code).toBeLessThan(0);
        expect(box.maxLng, region.code).toBeLessThan(0);
        expect(box.maxLng - box.minLng, region.code).toBeLessThan(6);
      }
    }
  });

  it('covers Isla de Pascua and Juan Fernández in Valparaíso', () => {
    const valparaiso = regionByCode('CL-VS');
    const covers = (lat: number, lng: number): boolean => valparaiso.bounds.some((box) => inBox(box, lat, lng));
    expect(covers(-27.149, -109.428)).toBe(true); // Hanga Roa
    expect(covers(-33.637, -78.83)).toBe(true); // San Juan Bautista, Robinson Crusoe
    expect(covers(-33.76, -80.78)).toBe(true); // Alejandro Selkirk
    expect(valparaiso.utmZones).toEqual(expect.arrayContaining([12, 17, 19]));
  });
});

describe('comunas.csv', () => {
  it('has the exact header and no BOM or CR', () => {
    expect(comunasText.startsWith('cut,name,region,lat,lng\n')).toBe(true);
    expect(comunasText.includes('\r')).toBe(false);
  });

  it('lists all 346 comunas with unique CUT codes', () => {
    expect(comunas).toHaveLength(346);
    expect(new Set(comunas.map((comuna) => comuna.cut)).size).toBe(346);
  });

  it('uses every region, and each CUT starts with its region code', () => {
    const codes = new Set(comunas.map((comuna) => comuna.region));
    expect(codes.size).toBe(16);
    for (const comuna of comunas) {
      expect(comuna.cut.slice(0, 2), comuna.name).toBe(regionByCode(comuna.region).cut);
    }
  });

  it('lists the UTM zone of every comuna among its region zones', () => {
    const missing = comunas
      .filter((comuna) => !regionByCode(comuna.region).utmZones.includes(Math.floor((comuna.lng + 180) / 6) + 1))
      .map((comuna) => comuna.name);
    expect(missing).toEqual([]);
  });

  it('places every comuna inside one of its region boxes', () => {
    const outside = comunas
      .filter((comuna) => !regionByCode(comuna.region).bounds.some((box) => inBox(box, comuna.lat, comuna.lng)))
      .map((comuna) => comuna.name);
    expect(outside).toEqual([]);
  });

  it('has Isla de Pascua and Juan Fernández inside Valparaíso', () => {
    const valparaiso = regionByCode('CL-VS');
    for (const name of ['Isla de Pascua', 'Juan Fernández']) {
      const comuna = comunas.find((candidate) => candidate.name === name);
      expect(comuna?.region).toBe('CL-VS');
      if (!comuna) continue;
      expect(valparaiso.bounds.some((box) => inBox(box, comuna.lat, comuna.lng))).toBe(true);
    }
    const pascua = comunas.find((candidate) => candidate.name === 'Isla de Pascua');
    expect(pascua?.lng).toBeCloseTo(-109.4, 1);
  });

  it('has unique folded names within each region', () => {
    const keys = comunas.map((comuna) => `${comuna.region}:${foldKey(comuna.name)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('reading regions and comunas as exports write them', async () => {
  const { buildReference, findRegion, publishedRegions, regionKeys, resolvePlace } = await import('./places.ts');
  const { loadReferenceTables } = await import('../../reference/tables.ts');
  const ref = buildReference(await loadReferenceTables(fileURLToPath(new URL('../../../raw-data/', import.meta.url))));

  it.each([
    ["Región del Libertador General Bernardo O'Higgins", 'CL-LI'],
    ["Región del Libertador Gral. Bernardo O'Higgins", 'CL-LI'],
    ["Lib. Gral. B. O'Higgins", 'CL-LI'],
    ['Región de Ñuble (ex VIII)', 'CL-NB'],
    ['Maule y Ñuble', null],
    ['V Región', 'CL-VS'],
    ['Región V', 'CL-VS'],
    ['Quinta Región', 'CL-VS'],
    ['5ta Región', 'CL-VS'],
    ['Región 5', 'CL-VS'],
    ['5', 'CL-VS'],
    ['XIII', 'CL-RM'],
    ['Región XIII', 'CL-RM'],
    ['13', 'CL-RM'],
    ['R.M.', 'CL-RM'],
    ['Región Metropolitana de Santiago', 'CL-RM'],
    ['CL-RM', 'CL-RM'],
    ['CL-NB', 'CL-NB'],
    ['XVI Región', 'CL-NB'],
    ['Décima Región', 'CL-LL'],
    ['Región de Los Ríos', 'CL-LR'],
    ['Región de La Araucanía', 'CL-AR'],
    ['IX', 'CL-AR'],
    ['I Región', 'CL-TA'],
    ['I', 'CL-TA'],
    ['Aysén del Gral. Carlos Ibáñez del Campo', 'CL-AI'],
    ['17', null],
    ['XVII', null],
    ['Región', null],
    ['', null],
  ])('%j is %s', (cell, code) => {
    expect(findRegion(cell, ref)?.code ?? null).toBe(code);
  });

  it('publishes every name of each region for the site, each one read back as that region', () => {
    const published = publishedRegions(ref);
    expect(published).toHaveLength(16);
    const rm = published.find((region) => region.code === 'CL-RM');
    expect(rm?.names).toEqual(expect.arrayContaining(['RM', 'Región Metropolitana', 'Metropolitana de Santiago', 'XIII', '13', 'CL-RM']));
    const araucania = published.find((region) => region.code === 'CL-AR');
    expect(araucania?.names).toEqual(expect.arrayContaining(['La Araucanía', 'LA ARAUCANIA', 'Región de La Araucanía', 'IX', 'CL-AR']));
    for (const region of published) {
      for (const name of region.names) expect(findRegion(name, ref)?.code, name).toBe(region.code);
    }
  });

  it('reads the region number from its forms', () => {
    expect(regionKeys('Región N° 8')).toContain('#8');
    expect(regionKeys('VIII Región')).toContain('#8');
    expect(regionKeys('Octava Región')).toContain('#8');
  });

  it.each([
    ['VIII Región', 'Chillán', 'CL-NB', 2018],
    ['Región del Biobío', 'San Carlos', 'CL-NB', 2018],
    ['X Región', 'Valdivia', 'CL-LR', 2007],
    ['Los Lagos', 'La Unión', 'CL-LR', 2007],
    ['I Región', 'Arica', 'CL-AP', 2007],
    ['Tarapacá', 'Putre', 'CL-AP', 2007],
  ])('%s with %s: the comuna has been in %s since %i', (region, comuna, code, year) => {
    const place = resolvePlace(region, comuna, ref);
    expect(place.region?.code).toBe(code);
    expect(place.comuna?.name).toBe(comuna);
    expect(place.findings.map((f) => f.code)).toEqual(['region-updated']);
    expect(place.findings[0]?.message).toContain(String(year));
  });

  it('an older region never takes a comuna that was always elsewhere', () => {
    const place = resolvePlace('VIII Región', 'Temuco', ref);
    expect(place.region?.code).toBe('CL-BI');
    expect(place.comuna).toBeNull();
    expect(place.findings.map((f) => f.code)).toEqual(['comuna-other-region']);
  });

  it.each([
    ['RM', 'Santiago Centro', 'Santiago', 'comuna-normalised'],
    ['Valparaíso', 'Llay-Llay', 'Llaillay', 'comuna-normalised'],
    ['Aysén', 'Coihaique', 'Coyhaique', 'comuna-normalised'],
    ['RM', 'Comuna de Ñuñoa', 'Ñuñoa', 'comuna-normalised'],
    ['Valparaíso', 'Hanga Roa', 'Isla de Pascua', 'comuna-from-town'],
    ['Magallanes', 'Puerto Natales', 'Natales', 'comuna-from-town'],
    ['RM', 'ñuñoa', 'Ñuñoa', null],
  ])('%s / %j is the comuna %s', (region, cell, name, code) => {
    const place = resolvePlace(region, cell, ref);
    expect(place.comuna?.name).toBe(name);
    expect(place.comunaName).toBe(name);
    expect(place.findings.map((f) => f.code)).toEqual(code ? [code] : []);
  });

  it('a town of two comunas is not chosen', () => {
    const place = resolvePlace('Valparaíso', 'Maitencillo', ref);
    expect(place.comuna).toBeNull();
    expect(place.comunaName).toBe('Maitencillo');
    expect(place.findings[0]).toMatchObject({ code: 'comuna-ambiguous', considered: ['Puchuncaví', 'Zapallar'] });
  });

  it('an unknown town keeps its text, flagged', () => {
    const place = resolvePlace('RM', 'Villa Los Héroes', ref);
    expect(place.comuna).toBeNull();
    expect(place.findings.map((f) => f.code)).toEqual(['comuna-unknown']);
  });
});

describe('comuna-aliases.csv', () => {
  const aliasRows = parse(readFileSync(`${referenceDir}comuna-aliases.csv`, 'utf8'), { columns: true }) as Record<string, string>[];

  it('names only comunas of comunas.csv, never a comuna by its own name', () => {
    const names = new Set(comunas.map((comuna) => comuna.name));
    for (const row of aliasRows) {
      expect(names.has(row.comuna ?? ''), row.comuna).toBe(true);
      expect(names.has(row.alias ?? ''), row.alias).toBe(false);
    }
  });
});
