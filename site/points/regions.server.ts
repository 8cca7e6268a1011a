import { PublishedRegionsFileSchema } from '../../pipeline/schema/region.ts';
import { foldNames, type SearchRegion } from './regions.ts';

/**
 * The regions for the pages' searches, parsed from the contents of generated/regions.json with
 * the shared schema and trimmed: the code the points carry, the canonical name (shown when a
 * query names the region) and every name folded once here, without repeats, so the browser
 * neither folds nor ships two spellings that fold alike. The pages pass the file as Vite imports
 * it (see `loadSearchRegions` in data.server.ts); tests and the bench pass it as read from disk.
 */
export function searchRegions(regionsJson: unknown): SearchRegion[] {
  return PublishedRegionsFileSchema.parse(regionsJson).map((region) => ({
    code: region.code,
    name: region.name,
    names: foldNames([region.name, region.shortName, ...region.names]),
  }));
}
