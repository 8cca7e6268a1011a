import { z } from 'zod';

/** A latitude/longitude box in decimal degrees (WGS84). */
export const BoxSchema = z
  .object({
    minLat: z.number().min(-90).max(90),
    maxLat: z.number().min(-90).max(90),
    minLng: z.number().min(-180).max(180),
    maxLng: z.number().min(-180).max(180),
  })
  .refine((b) => b.minLat < b.maxLat && b.minLng < b.maxLng, { message: 'min debe ser menor que max' });
export type Box = z.output<typeof BoxSchema>;

/** One of Chile's 16 regions, from `raw-data/reference/regions.json`. */
export const RegionSchema = z.object({
  /** ISO 3166-2 code, e.g. `CL-RM`, `CL-NB`. */
  code: z.string().regex(/^CL-[A-Z]{2}$/),
  /** Two-digit statistical code (CUT), e.g. `13` for the Metropolitan region. */
  cut: z.string().regex(/^\d{2}$/),
  /** Canonical display name, e.g. `Metropolitana de Santiago`. */
  name: z.string().min(1),
  /** Short name for lists and filters, e.g. `Ñuble`, `RM`. */
  shortName: z.string().min(1),
  /** Every spelling seen in exports (`ÑUBLE`, `Ñuble`, `NUBLE`…); matched ignoring case, accents and spaces. */
  aliases: z.array(z.string().min(1)),
  /** Boxes that together cover the region's territory, islands included (Valparaíso has several). */
  bounds: z.array(BoxSchema).min(1),
  /** UTM zones (WGS84 south) whose strip covers part of the region, e.g. `[18, 19]`. */
  utmZones: z.array(z.number().int().min(1).max(60)).min(1),
});
export type Region = z.output<typeof RegionSchema>;

export const RegionsFileSchema = z.array(RegionSchema).length(16);
