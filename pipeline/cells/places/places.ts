import { type FieldFinding, finding } from '../../findings/finding.ts';
import type { ReferenceTables } from '../../reference/tables.ts';
import type { Comuna, ComunaAlias } from '../../schema/comuna.ts';
import type { Box, PublishedRegion, Region } from '../../schema/region.ts';
import { foldKey } from '../clean-cell.ts';

/** A comuna a name can stand for, and how: its own name, another spelling, or a town inside it. */
interface ComunaMatch {
  comuna: Comuna;
  kind: 'nombre' | ComunaAlias['kind'];
}

/** Chile's regions and comunas, with lookups that tolerate case, accents, spacing and the usual ways of writing them. */
export interface Reference {
  regions: readonly Region[];
  comunas: readonly Comuna[];
  /** Union of every region's boxes: "inside Chile". */
  chile: readonly Box[];
  /** Regions by every folded spelling: names, aliases, ISO codes. */
  regionByKey: ReadonlyMap<string, Region>;
  /** Comunas by folded name, other spelling or town; a name shared by several lists them all. */
  comunasByKey: ReadonlyMap<string, readonly ComunaMatch[]>;
}

/** Ordinal words for region numbers (`Quinta Región`, `Decimocuarta`). */
const ORDINALS: Readonly<Record<string, number>> = {
  primera: 1,
  segunda: 2,
  tercera: 3,
  cuarta: 4,
  quinta: 5,
  sexta: 6,
  septima: 7,
  setima: 7,
  octava: 8,
  novena: 9,
  decima: 10,
  undecima: 11,
  decimoprimera: 11,
  duodecima: 12,
  decimosegunda: 12,
  decimotercera: 13,
  decimocuarta: 14,
  decimoquinta: 15,
  decimosexta: 16,
};

const ROMAN: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10 };

/** `xiv` → 14; null for anything that is not a Roman numeral of I–XVI. */
function romanNumber(text: string): number | null {
  if (!/^x?(?:ix|iv|v?i{0,3})$/.test(text) || text === '') return null;
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const value = ROMAN[text[i] ?? ''] ?? 0;
    const next = ROMAN[text[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total >= 1 && total <= 16 ? total : null;
}

/** Folds a region's name for matching, with abbreviations written out (`Gral.` → `general`). */
function regionFold(text: string): string {
  return foldKey(text)
    .replace(/\bgral\b/g, 'general')
    .replace(/\blib\b/g, 'libertador')
    .replace(/\bstgo\b/g, 'santiago')
    .replace(/\bcl ([a-z]{2})\b/g, 'cl$1');
}

/** The word "región" and what follows it (`de`, `del`, `de la`, `n°`). */
const REGION_WORDS = /^(?:(?:la )?(?:region|reg|r)(?: (?:de la|de los|del|de|n|nro|numero|no))?)( |$)|( |^)region$/g;

/**
 * The keys a region cell is looked up by: the folded text, then without `Región (de|del)`, then
 * the region number it gives (`V`, `5`, `5ta`, `Quinta`) as `#5`.
 */
export function regionKeys(raw: string): string[] {
  const folded = regionFold(raw);
  const bare = folded.replace(REGION_WORDS, ' ').trim();
  const keys = [folded, bare];
  const numberText = bare.replace(/^(\d{1,2})(?: ?(?:a|o|ta|va|ra|da|era|er))?$/, '$1');
  const number = /^\d{1,2}$/.test(numberText) ? Number(numberText) : (romanNumber(bare) ?? ORDINALS[bare.replace(/ /g, '')] ?? null);
  if (number !== null && number >= 1 && number <= 16) keys.push(`#${number}`);
  return keys;
}

/** The lookups the readers below use, over the reference tables as reference/tables.ts loads them. */
export function buildReference({ regions, comunas, aliases }: ReferenceTables): Reference {
  const regionByKey = new Map<string, Region>();
  for (const region of regions) {
    for (const spelling of [region.name, region.shortName, region.code, region.code.slice(3), ...region.aliases]) {
      for (const key of regionKeys(spelling)) if (!key.startsWith('#')) regionByKey.set(key, region);
    }
    regionByKey.set(`#${Number(region.cut)}`, region);
  }
  const comunasByKey = new Map<string, ComunaMatch[]>();
  const add = (name: string, match: ComunaMatch) => {
    const key = foldKey(name);
    const list = comunasByKey.get(key) ?? [];
    if (!list.some((m) => m.comuna.cut === match.comuna.cut)) list.push(match);
    comunasByKey.set(key, list);
  };
  for (const comuna of comunas) add(comuna.name, { comuna, kind: 'nombre' });
  const byName = new Map(comunas.map((comuna) => [comuna.name, comuna]));
  for (const alias of aliases) {
    const comuna = byName.get(alias.comuna);
    if (comuna) add(alias.alias, { comuna, kind: alias.kind });
  }
  return { regions, comunas, chile: regions.flatMap((r) => r.bounds), regionByKey, comunasByKey };
}

/** Words of a region's short name that do not tell it apart. */
const COMMON_WORDS = new Set(['la', 'los', 'de', 'del', 'y']);

/** The region a cell names, or null. */
export function findRegion(raw: string, ref: Reference): Region | null {
  const keys = regionKeys(raw);
  for (const key of keys) {
    const region = ref.regionByKey.get(key);
    if (region) return region;
  }
  // Last, a longer text that holds one region's own words and no other's (`Lib. Gral. B. O'Higgins`).
  const words = new Set((keys[0] ?? '').split(' '));
  const holding = ref.regions.filter((region) => {
    const own = regionFold(region.shortName)
      .split(' ')
      .filter((word) => !COMMON_WORDS.has(word));
    return own.length > 0 && own.every((word) => words.has(word));
  });
  return holding.length === 1 ? (holding[0] ?? null) : null;
}

/** `Comuna de Ñuñoa`, `I. Municipalidad de Ñuñoa` → `Ñuñoa`. */
const COMUNA_PREFIX = /^(?:(?:i )?(?:ilustre )?municipalidad de|comuna de|comuna)\s+/;

/** Where a row is: its region and comuna, their display names, and what resolving them found. */
export interface Place {
  region: Region | null;
  comuna: Comuna | null;
  regionName: string;
  comunaName: string;
  findings: FieldFinding[];
}

/**
 * Resolves a row's region and comuna together. The region comes from its cell (any of the
 * spellings above); the comuna from its name, another spelling or a town in
 * comuna-aliases.csv, within that region. When the region written is the one a newer region was
 * created from (`VIII Región` with Chillán, `X Región` with Valdivia, `I Región` with Arica), the
 * row takes the comuna's current region (`region-updated`). A name that fits several comunas is
 * not chosen (`comuna-ambiguous`).
 */
export function resolvePlace(regionRaw: string, comunaRaw: string, ref: Reference): Place {
  const findings: FieldFinding[] = [];
  let region = findRegion(regionRaw, ref);
  const typedRegion = regionRaw.replace(/\s+/g, ' ').trim();
  if (!region) {
    findings.push(finding('region-unknown', { field: 'region', raw: regionRaw, typed: typedRegion }));
  }
  const typed = comunaRaw.replace(/\s+/g, ' ').trim();
  const key = foldKey(comunaRaw);
  const matches = ref.comunasByKey.get(key) ?? ref.comunasByKey.get(key.replace(COMUNA_PREFIX, '')) ?? [];
  let inRegion = region ? matches.filter((m) => m.comuna.region === region?.code) : matches;
  if (region && inRegion.length === 0) {
    // The region before a newer one was carved out of it.
    const newer = matches.filter((m) => ref.regions.find((r) => r.code === m.comuna.region)?.formerPart === region?.code);
    const [only] = newer;
    const current = only ? ref.regions.find((r) => r.code === only.comuna.region) : undefined;
    if (only && newer.length === 1 && current) {
      findings.push(
        finding('region-updated', {
          field: 'region',
          raw: regionRaw,
          fixed: current.shortName,
          comuna: only.comuna.name,
          region: current.shortName,
          since: current.createdIn ?? 'su creación',
          before: region.shortName,
        }),
      );
      region = current;
      inRegion = newer;
    }
  }
  const regionName = region?.shortName ?? (typedRegion === '' ? 'Sin región' : typedRegion);
  const [match] = inRegion;
  if (match && inRegion.length === 1) {
    const { comuna } = match;
    if (match.kind === 'localidad') {
      findings.push(finding('comuna-from-town', { field: 'comuna', raw: comunaRaw, fixed: comuna.name, typed }));
    } else if (typed.toLowerCase() !== comuna.name.toLowerCase()) {
      findings.push(finding('comuna-normalised', { field: 'comuna', raw: comunaRaw, fixed: comuna.name, typed }));
    }
    return { region, comuna, regionName, comunaName: comuna.name, findings };
  }
  const comunaName = typed === '' ? 'Sin comuna' : typed;
  if (inRegion.length > 1) {
    const names = inRegion.map((m) => m.comuna.name);
    findings.push(finding('comuna-ambiguous', { field: 'comuna', raw: comunaRaw, typed, comunas: names, considered: names, candidates: names }));
  } else if (matches.length > 0) {
    findings.push(finding('comuna-other-region', { field: 'comuna', raw: comunaRaw, typed, region: region?.shortName ?? '' }));
  } else {
    findings.push(finding('comuna-unknown', { field: 'comuna', raw: comunaRaw, typed }));
  }
  return { region, comuna: null, regionName, comunaName, findings };
}

const ROMAN_NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI'];

/**
 * The regions as the site's search needs them: every name each is known by (the names and
 * spellings of regions.json, `Región de …`, the Roman numeral and the number, the ISO code), the
 * same names the pipeline reads in the exports. Each list is in a fixed order with no repeats.
 */
export function publishedRegions(ref: Reference): PublishedRegion[] {
  return ref.regions.map((region) => {
    const number = Number(region.cut);
    const roman = ROMAN_NUMERALS[number - 1] ?? '';
    const names = [
      region.name,
      region.shortName,
      ...region.aliases,
      `Región de ${region.name}`,
      roman,
      `${roman} Región`,
      `Región ${roman}`,
      String(number),
      region.code,
      region.code.slice(3),
    ];
    const seen = new Set<string>();
    return {
      code: region.code,
      name: region.name,
      shortName: region.shortName,
      names: names.filter((name) => {
        const key = name.toLowerCase();
        if (name === '' || seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    };
  });
}
