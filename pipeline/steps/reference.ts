import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Papa from 'papaparse';
import { z } from 'zod';
import { InputError } from '../errors.ts';
import { type Comuna, ComunaSchema } from '../schema/comuna.ts';
import type { FieldFinding } from '../schema/finding.ts';
import { type Box, type Region, RegionsFileSchema } from '../schema/region.ts';
import { foldKey } from './text.ts';

/** Chile's regions and comunas, with lookups that tolerate case, accents and spacing. */
export interface Reference {
  regions: readonly Region[];
  comunas: readonly Comuna[];
  /** Union of every region's boxes: "inside Chile". */
  chile: readonly Box[];
  regionByKey: ReadonlyMap<string, Region>;
  /** Comunas by folded name; a name shared by two regions lists both. */
  comunasByKey: ReadonlyMap<string, readonly Comuna[]>;
}

export const REGIONS_FILE = 'reference/regions.json';
export const COMUNAS_FILE = 'reference/comunas.csv';

function zodMessage(error: z.ZodError): { path: string; message: string } {
  const issue = error.issues[0];
  return { path: issue ? issue.path.join('.') : '', message: issue ? issue.message : error.message };
}

export function buildReference(regions: readonly Region[], comunas: readonly Comuna[]): Reference {
  const regionByKey = new Map<string, Region>();
  for (const region of regions) {
    for (const spelling of [region.name, region.shortName, region.code, region.code.slice(3), ...region.aliases]) {
      regionByKey.set(foldKey(spelling), region);
    }
  }
  const comunasByKey = new Map<string, Comuna[]>();
  for (const comuna of comunas) {
    const key = foldKey(comuna.name);
    comunasByKey.set(key, [...(comunasByKey.get(key) ?? []), comuna]);
  }
  return { regions, comunas, chile: regions.flatMap((r) => r.bounds), regionByKey, comunasByKey };
}

/** Reads `reference/regions.json` and `reference/comunas.csv` from the raw folder. */
export async function loadReference(rawDir: string): Promise<Reference> {
  const regionsText = await readFile(join(rawDir, REGIONS_FILE), 'utf8').catch(() => {
    throw new InputError('no existe la tabla de regiones', REGIONS_FILE);
  });
  let regionsJson: unknown;
  try {
    regionsJson = JSON.parse(regionsText);
  } catch (error) {
    throw new InputError(`JSON no válido: ${(error as Error).message}`, REGIONS_FILE);
  }
  const regions = RegionsFileSchema.safeParse(regionsJson);
  if (!regions.success) {
    const { path, message } = zodMessage(regions.error);
    throw new InputError(message, REGIONS_FILE, null, path);
  }
  const comunasText = await readFile(join(rawDir, COMUNAS_FILE), 'utf8').catch(() => {
    throw new InputError('no existe la tabla de comunas', COMUNAS_FILE);
  });
  const rows: unknown[] = Papa.parse<Record<string, string>>(comunasText.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
  const comunas = rows.map((row, index) => {
    const parsed = ComunaSchema.safeParse(row);
    if (!parsed.success) {
      const { path, message } = zodMessage(parsed.error);
      throw new InputError(message, COMUNAS_FILE, index + 2, path);
    }
    return parsed.data;
  });
  return buildReference(regions.data, comunas);
}

/** The region a cell names, or null with an error finding. */
export function resolveRegion(raw: string, ref: Reference): { region: Region | null; findings: FieldFinding[] } {
  const region = ref.regionByKey.get(foldKey(raw)) ?? null;
  if (region) return { region, findings: [] };
  return {
    region: null,
    findings: [
      {
        field: 'region',
        code: 'region-unknown',
        severity: 'error',
        raw,
        fixed: null,
        message: raw.trim() === '' ? 'Región vacía' : `Región desconocida: "${raw.trim()}"`,
      },
    ],
  };
}

/**
 * The comuna a cell names, matched ignoring case, accents and spacing within the row's
 * region. Its canonical spelling replaces the typed one (reported when it differs other
 * than by case/space, i.e. an accent was restored). An unknown comuna keeps its text.
 */
export function resolveComuna(
  raw: string,
  region: Region | null,
  ref: Reference,
): { comuna: Comuna | null; name: string; findings: FieldFinding[] } {
  const typed = raw.replace(/\s+/g, ' ').trim();
  const candidates = ref.comunasByKey.get(foldKey(raw)) ?? [];
  const inRegion = region ? candidates.filter((c) => c.region === region.code) : candidates;
  if (inRegion.length === 1) {
    const comuna = inRegion[0] as Comuna;
    const findings: FieldFinding[] = [];
    if (typed.toLowerCase() !== comuna.name.toLowerCase()) {
      findings.push({
        field: 'comuna',
        code: 'comuna-normalised',
        severity: 'info',
        raw,
        fixed: comuna.name,
        message: `Comuna escrita como "${typed}"; se usa "${comuna.name}"`,
      });
    }
    return { comuna, name: comuna.name, findings };
  }
  const elsewhere = candidates.length > 0 && inRegion.length === 0;
  return {
    comuna: null,
    name: typed === '' ? 'Sin comuna' : typed,
    findings: [
      {
        field: 'comuna',
        code: elsewhere ? 'comuna-other-region' : 'comuna-unknown',
        severity: 'warning',
        raw,
        fixed: null,
        message: elsewhere
          ? `La comuna "${typed}" no pertenece a la región ${region?.shortName ?? ''}`.trim()
          : typed === ''
            ? 'Comuna vacía'
            : `Comuna desconocida: "${typed}"`,
      },
    ],
  };
}
