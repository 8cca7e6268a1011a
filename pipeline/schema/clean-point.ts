import { z } from 'zod';
import { RecordFindingSchema } from '../findings/finding.ts';
import { RegionCodeSchema } from './region.ts';
import { SourceSchema } from './source.ts';

/** A latitude in decimal degrees, or `null` when the position could not be recovered. */
export const LatSchema = z.number().min(-90).max(90).nullable();
/** A longitude in decimal degrees, or `null` when the position could not be recovered. */
export const LngSchema = z.number().min(-180).max(180).nullable();

/** The columns of `raw-data/clean-points.csv`, in order. */
export const CLEAN_POINT_COLUMNS = ['comuna', 'region', 'name', 'addres', 'image', 'lat', 'lng'] as const;

/** Columns an export may have or not: `datum` names the datum of UTM coordinates (`PSAD56`, `SAD69`, `WGS84`, `SIRGAS`). */
export const OPTIONAL_COLUMNS = ['datum'] as const;

/** A row of `raw-data/clean-points.csv` as exported (every cell is text). */
export const CleanPointRowSchema = z.object({
  /** Comuna as typed, e.g. `ÑUÑOA`. */
  comuna: z.string(),
  /** Region as typed, e.g. `RM`, `LA ARAUCANIA`. */
  region: z.string(),
  /** Name of the clean point, e.g. `Punto Limpio Ñuñoa`. */
  name: z.string(),
  /** Street address (spelled `addres` in the exports); may be empty. */
  addres: z.string(),
  /** Marker icon file name, e.g. `punto-limpio.svg`. */
  image: z.string(),
  /** Latitude as typed: `-33.4489`, `-33,4489`, `-334489123` (decimal lost) or a UTM northing. */
  lat: z.string(),
  /** Longitude as typed, same forms as `lat`. */
  lng: z.string(),
  /** Datum of UTM coordinates in `lat`/`lng`, e.g. `PSAD56`; empty or absent: WGS84 is assumed. */
  datum: z.string().optional(),
});
export type CleanPointRow = z.input<typeof CleanPointRowSchema>;

/** A clean point (punto limpio) for the locator, as written to `generated/clean-points.json`. */
export const CleanPointSchema = z.object({
  /** Stable id derived from region, comuna, name and address; survives re-runs and reordering. e.g. `cp-3f9a1c2b`. */
  id: z.string().regex(/^cp-[0-9a-f]{8}(-\d+)?$/),
  /** Canonical region name, e.g. `Metropolitana de Santiago`. */
  region: z.string().min(1),
  /** ISO 3166-2 code of the region, e.g. `CL-RM`; null when the region could not be recognised. */
  regionCode: RegionCodeSchema.nullable(),
  /** Comuna, canonical spelling when recognised, e.g. `Ñuñoa`. */
  comuna: z.string().min(1),
  /** Name of the point. */
  name: z.string().min(1),
  /** Address, or null when the export left it empty. */
  address: z.string().nullable(),
  /** Marker icon file name. */
  image: z.string().min(1),
  lat: LatSchema,
  lng: LngSchema,
  source: SourceSchema,
  /** Everything the pipeline fixed or flagged on this row. */
  findings: z.array(RecordFindingSchema),
});
export type CleanPoint = z.output<typeof CleanPointSchema>;
