import { z } from 'zod';
import { RecordFindingSchema } from '../findings/finding.ts';
import { LatSchema, LngSchema } from './clean-point.ts';
import { EmailSchema, PhoneSchema } from './contact.ts';
import { RegionCodeSchema } from './region.ts';
import { WeeklyScheduleSchema } from './schedule.ts';
import { SourceSchema } from './source.ts';

/** The columns of `raw-data/collection-points.csv`, in order. */
export const COLLECTION_POINT_COLUMNS = [
  'id',
  'type',
  'region',
  'comuna',
  'name',
  'addres',
  'coordinates',
  'lat',
  'lng',
  'dias',
  'horarios',
  'operacion',
  'empresa',
  'puntoExtra',
  'supervisor',
  'contacto',
  'correo',
] as const;

/** A row of `raw-data/collection-points.csv` as exported (every cell is text). */
export const CollectionPointRowSchema = z
  .object(Object.fromEntries(COLLECTION_POINT_COLUMNS.map((column) => [column, z.string()])) as Record<(typeof COLLECTION_POINT_COLUMNS)[number], z.ZodString>)
  .extend({
    /** Datum of UTM coordinates in `coordinates` or `lat`/`lng`, e.g. `PSAD56`; empty or absent: WGS84 is assumed. */
    datum: z.string().optional(),
  });
export type CollectionPointRow = z.input<typeof CollectionPointRowSchema>;

/** A collection point for the directory, as written to `generated/collection-points.json`. */
export const CollectionPointSchema = z.object({
  /** The export's own id, kept as text, e.g. `"425"`. */
  id: z.string().min(1),
  /** Normalised type, e.g. `Punto Limpio`, `PET 1`, `Punto Verde Interior`; place names kept as typed. */
  type: z.string().min(1),
  /** Canonical region name, e.g. `Los Lagos`. */
  region: z.string().min(1),
  /** ISO 3166-2 code of the region; null when it could not be recognised. */
  regionCode: RegionCodeSchema.nullable(),
  /** Comuna, canonical spelling when recognised. */
  comuna: z.string().min(1),
  /** Name of the point. */
  name: z.string().min(1),
  /** Address (the export repeats the name here), or null when empty. */
  address: z.string().nullable(),
  lat: LatSchema,
  lng: LngSchema,
  /** Open days as typed, e.g. `Lunes a Sábado`; null when empty or `-`. */
  dias: z.string().nullable(),
  /** Opening hours as typed, e.g. `9:30 a 17:30`; null when empty or `-`. */
  horarios: z.string().nullable(),
  /** Parsed weekly schedule for "abierto ahora"; null when days or hours did not parse. */
  schedule: WeeklyScheduleSchema.nullable(),
  /** Operator name, or null. */
  operacion: z.string().nullable(),
  /** Company (`ReSimple`, `GIRO`, `Centro Teletón`), or null when empty. */
  empresa: z.string().nullable(),
  /** Whether the point is an extra point (`puntoExtra` = `SI`/`NO`). */
  puntoExtra: z.boolean(),
  /** Contact names, split on `/`. */
  supervisors: z.array(z.string().min(1)),
  /** Valid phone numbers only; bad cells become findings. */
  phones: z.array(PhoneSchema),
  /** Valid e-mail addresses only; malformed ones become findings. */
  emails: z.array(EmailSchema),
  source: SourceSchema,
  findings: z.array(RecordFindingSchema),
});
export type CollectionPoint = z.output<typeof CollectionPointSchema>;
