import { z } from 'zod';

/** A comuna from `raw-data/reference/comunas.csv` (header `cut,name,region,lat,lng`). */
export const ComunaSchema = z.object({
  /** Five-digit statistical code (CUT), e.g. `13120` for Ñuñoa. */
  cut: z.string().regex(/^\d{5}$/),
  /** Canonical name with accents, e.g. `Ñuñoa`. */
  name: z.string().min(1),
  /** ISO 3166-2 code of its region, e.g. `CL-RM`. */
  region: z.string().regex(/^CL-[A-Z]{2}$/),
  /** Approximate latitude of the comuna's main town, decimal degrees. */
  lat: z.coerce.number().min(-90).max(90),
  /** Approximate longitude of the comuna's main town, decimal degrees. */
  lng: z.coerce.number().min(-180).max(180),
});
export type Comuna = z.output<typeof ComunaSchema>;
export type ComunaRow = z.input<typeof ComunaSchema>;
