import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CleanPointSchema } from '../../../pipeline/schema/clean-point.ts';

/** The clean points the site was built from (generated/). */
export const publishedCleanPoints = z.array(CleanPointSchema).parse(JSON.parse(readFileSync('generated/clean-points.json', 'utf8')));

type Located = (typeof publishedCleanPoints)[number] & { lat: number; lng: number };
export const locatedPoints = publishedCleanPoints.filter((p): p is Located => p.lat !== null && p.lng !== null);

/** A point in Ñuñoa with coordinates and a name no other point has: the one the map tests choose. */
export const nunoaPoint = locatedPoints.find((p) => p.comuna === 'Ñuñoa' && publishedCleanPoints.filter((q) => q.name === p.name).length === 1);
