import { z } from 'zod';
import { RegionCodeSchema } from './region.ts';

/** A comuna from `raw-data/reference/comunas.csv` (header `cut,name,region,lat,lng`). */
export const ComunaSchema = z.object({
  /** Five-digit statistical code (CUT), e.g. `13120` for Ñuñoa. */
  cut: z.string().regex(/^\d{5}$/),
  /** Canonical name with accents, e.g. `Ñuñoa`. */
  name: z.string().min(1),
  /** ISO 3166-2 code of its region, e.g. `CL-RM`. */
  region: RegionCodeSchema,
  /** Approximate latitude of the comuna's main town, decimal degrees. */
  lat: z.coerce.number().min(-90).max(90),
  /** Approximate longitude of the comuna's main town, decimal degrees. */
  lng: z.coerce.number().min(-180).max(180),
});
export type Comuna = z.output<typeof ComunaSchema>;
export type ComunaRow = z.input<typeof ComunaSchema>;

/**
 * A row of `raw-data/reference/comuna-aliases.csv` (header `alias,comuna,kind`): another way
 * exports name a comuna. A name listed for two comunas is ambiguous and never chosen.
 */
export const ComunaAliasSchema = z.object({
  /** The name as exports write it, e.g. `Santiago Centro`, `Hanga Roa`. */
  alias: z.string().min(1),
  /** The comuna's canonical name in comunas.csv, e.g. `Santiago`, `Isla de Pascua`. */
  comuna: z.string().min(1),
  /** `variante`: another spelling of the comuna; `localidad`: a town inside it that is not a comuna. */
  kind: z.enum(['variante', 'localidad']),
});
export type ComunaAlias = z.output<typeof ComunaAliasSchema>;
