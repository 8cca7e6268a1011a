import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Rng } from '../../pipeline/fixtures/random.ts';
import type { Comuna } from '../../pipeline/schema/comuna.ts';
import { ComunaSchema } from '../../pipeline/schema/comuna.ts';
import type { Region } from '../../pipeline/schema/region.ts';
import { RegionsFileSchema } from '../../pipeline/schema/region.ts';

export interface Reference {
  regions: Region[];
  comunas: Comuna[];
  comunasByRegion: Map<string, Comuna[]>;
}

/** Reads `raw-data/reference/regions.json` and `comunas.csv` and validates them against the schemas. */
export function loadReference(rootDir: string): Reference {
  const dir = join(rootDir, 'raw-data', 'reference');
  const regions = RegionsFileSchema.parse(JSON.parse(readFileSync(join(dir, 'regions.json'), 'utf8')));
  const rows = parse(readFileSync(join(dir, 'comunas.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
  const comunas = rows.map((row) => ComunaSchema.parse(row));
  const comunasByRegion = new Map<string, Comuna[]>();
  for (const comuna of comunas) {
    const list = comunasByRegion.get(comuna.region) ?? [];
    list.push(comuna);
    comunasByRegion.set(comuna.region, list);
  }
  return { regions, comunas, comunasByRegion };
}

/** Rough population weight of the larger comunas; every other comuna weighs 1 (Antártica 0). */
const COMUNA_WEIGHT: Readonly<Record<string, number>> = {
  Arica: 6,
  Iquique: 5,
  'Alto Hospicio': 4,
  Antofagasta: 6,
  Calama: 5,
  Tocopilla: 1.5,
  Copiapó: 6,
  Vallenar: 3,
  Caldera: 1.5,
  'La Serena': 6,
  Coquimbo: 6,
  Ovalle: 3,
  Illapel: 1.5,
  'Viña del Mar': 6,
  Valparaíso: 6,
  Quilpué: 3,
  'Villa Alemana': 3,
  'San Antonio': 3,
  Quillota: 2.5,
  'Los Andes': 2,
  'San Felipe': 2,
  Concón: 2,
  Calera: 1.5,
  Limache: 1.5,
  'Puente Alto': 6,
  Maipú: 6,
  Santiago: 6,
  'La Florida': 5,
  'Las Condes': 5,
  'San Bernardo': 4,
  Peñalolén: 4,
  Ñuñoa: 4,
  Pudahuel: 3,
  Quilicura: 3,
  Providencia: 3,
  Recoleta: 3,
  'Estación Central': 3,
  Colina: 2.5,
  Renca: 2.5,
  'La Pintana': 2.5,
  'Lo Barnechea': 2,
  Vitacura: 2,
  'La Reina': 2,
  Macul: 2,
  Melipilla: 2,
  Conchalí: 2,
  'El Bosque': 2,
  'Cerro Navia': 2,
  Independencia: 2,
  'San Miguel': 2,
  'Quinta Normal': 2,
  Rancagua: 6,
  'San Fernando': 2.5,
  Rengo: 2,
  Machalí: 2,
  'Santa Cruz': 1.5,
  Pichilemu: 1.5,
  Talca: 6,
  Curicó: 5,
  Linares: 3,
  Constitución: 1.5,
  Cauquenes: 1.5,
  Molina: 1.5,
  'San Javier': 1.5,
  Parral: 1.5,
  Chillán: 6,
  'San Carlos': 2,
  'Chillán Viejo': 2,
  Concepción: 5,
  Talcahuano: 4,
  'Los Ángeles': 4,
  'San Pedro de la Paz': 3,
  Coronel: 3,
  Hualpén: 2.5,
  Chiguayante: 2.5,
  Tomé: 1.5,
  Lota: 1.5,
  Penco: 1.5,
  Temuco: 6,
  'Padre Las Casas': 2.5,
  Villarrica: 2,
  Angol: 2,
  Pucón: 1.5,
  Victoria: 1.5,
  Valdivia: 6,
  'La Unión': 2,
  'Río Bueno': 1.5,
  Panguipulli: 1.5,
  'Puerto Montt': 6,
  Osorno: 5,
  Castro: 2,
  Ancud: 2,
  'Puerto Varas': 2,
  Coyhaique: 4,
  Aysén: 2,
  'Punta Arenas': 5,
  Natales: 2,
  Antártica: 0,
};

export function comunaWeight(comuna: Comuna): number {
  return COMUNA_WEIGHT[comuna.name] ?? 1;
}

/** The comuna as typed: mostly canonical, sometimes upper case, without accents or with stray spaces. */
export function comunaAsTyped(name: string, rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.76) return name;
  if (roll < 0.86) return name.toUpperCase();
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '');
  if (roll < 0.93 && plain !== name) return plain;
  const pick = rng.int(0, 2);
  if (pick === 0) return ` ${name}`;
  if (pick === 1 && name.includes(' ')) return name.replace(' ', '  ');
  return `${name} `;
}
