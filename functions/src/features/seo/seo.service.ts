import { paths } from '../../domain/paths.js';
import { INDEXABLE_PATHS } from '../../domain/search-indexing.js';
import { isBookableType } from '../../domain/places.js';
import { listWorkshopTypes } from '../catalog/index.js';

/**
 * The pages a search engine may list: every indexable visitor route, then the page of every
 * bookable workshop (active, not coming soon), from the catalogue the API lists.
 */
export async function sitemapPaths(now = Date.now()): Promise<string[]> {
  const types = await listWorkshopTypes(now);
  return [
    ...INDEXABLE_PATHS,
    ...types.filter(isBookableType).map((type) => paths.workshopDescription.to(type.id)),
  ];
}
