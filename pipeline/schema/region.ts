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

/** An ISO 3166-2 code of a Chilean region, e.g. `CL-RM`. */
export const RegionCodeSchema = z.string().regex(/^CL-[A-Z]{2}$/);

/** One of Chile's 16 regions, from `raw-data/reference/regions.json`. */
export const RegionSchema = z.object({
  /** ISO 3166-2 code, e.g. `CL-RM`, `CL-NB`. */
  code: RegionCodeSchema,
  /** Two-digit statistical code (CUT), e.g. `13` for the Metropolitan region. */
  cut: z.string().regex(/^\d{2}$/),
  /** Canonical display name, e.g. `Metropolitana de Santiago`. */
  name: z.string().min(1),
  /** Short name for lists and filters, e.g. `Ñuble`, `RM`. */
  shortName: z.string().min(1),
  /**
   * For a region created from part of another (Arica y Parinacota and Los Ríos in 2007, Ñuble in
   * 2018): that region's ISO code, e.g. `CL-BI` for Ñuble. Exports that still name the old region
   * for one of this region's comunas are updated from the comuna.
   */
  formerPart: RegionCodeSchema.optional(),
  /** Year the region was created, with `formerPart`, e.g. `2018`. */
  createdIn: z.number().int().min(1974).optional(),
  /**
   * Spellings seen in exports (`ÑUBLE`, `Ñuble`, `NUBLE`…); matched ignoring case, accents and
   * spaces. Forms such as `Región de …`, `V Región`, `Quinta Región`, `5`, `CL-VS` need no alias:
   * the pipeline reads them from the name, the number and the code.
   */
  aliases: z.array(z.string().min(1)),
  /** Boxes that together cover the region's territory, islands included (Valparaíso has several). */
  bounds: z.array(BoxSchema).min(1),
  /** UTM zones (WGS84 south) whose strip covers part of the region, e.g. `[18, 19]`. */
  utmZones: z.array(z.number().int().min(1).max(60)).min(1),
});
export type Region = z.output<typeof RegionSchema>;

export const RegionsFileSchema = z.array(RegionSchema).length(16);

/**
 * A region as `generated/regions.json` publishes it for the site's search: every name people use
 * for it, so a visitor typing `RM`, `Región Metropolitana` or `La Araucanía` finds its points.
 */
export const PublishedRegionSchema = z.object({
  /** ISO 3166-2 code, e.g. `CL-AR`. */
  code: RegionCodeSchema,
  /** Canonical name, e.g. `La Araucanía`. */
  name: z.string().min(1),
  /** The name the points carry, e.g. `Araucanía`. */
  shortName: z.string().min(1),
  /**
   * Every name of the region, as written (accents kept): the names, the export spellings in
   * regions.json, `Región de …` forms, the Roman numeral and number, the ISO code and its
   * letters, e.g. `["La Araucanía", "Araucanía", "Región de La Araucanía", "IX", "IX Región", "9", "CL-AR", "AR", …]`.
   */
  names: z.array(z.string().min(1)).min(1),
});
export type PublishedRegion = z.output<typeof PublishedRegionSchema>;

export const PublishedRegionsFileSchema = z.array(PublishedRegionSchema).length(16);
