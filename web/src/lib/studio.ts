import { EMPTY_STUDIO, type StudioDetails } from '@domain/studio-details';
import { visitorQuery } from './query-cache';
import { useQuery } from './use-query';

/** GET /api/site_content/studio: the studio's own details, which staff edit. */
export const studioQuery = visitorQuery<'get /api/site_content/studio'>('site_content/studio');

/** The studio's details once loaded (undefined until then, or if they cannot be). */
export function useLoadedStudio(): StudioDetails | undefined {
  const query = useQuery(studioQuery);
  return query.status === 'ready' ? query.data : undefined;
}

/** The studio's details; empty until loaded (an empty field is simply not shown). */
export const useStudio = (): StudioDetails => useLoadedStudio() ?? EMPTY_STUDIO;

/** The site's name: the studio's, or what it offers until staff have named it. */
export const siteName = (studio: Pick<StudioDetails, 'name'> | undefined) =>
  studio?.name || 'Knitting & crochet workshops';

/** " at <studio>" for a page's description, or nothing before the name is known. */
export const atStudio = (studio: Pick<StudioDetails, 'name'>) =>
  studio.name ? ` at ${studio.name}` : '';

/** A phone number as a tel: link target. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
