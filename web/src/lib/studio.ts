import { EMPTY_STUDIO, type StudioDetails } from '@domain/studio-details';
import { visitorQuery } from './query-cache';
import { useQuery } from './use-query';

/** GET /api/site_content/studio: the studio's own details, which staff edit. */
export const studioQuery = visitorQuery<StudioDetails>('site_content/studio');

/** The studio's details; empty until loaded (an empty field is simply not shown). */
export function useStudio(): StudioDetails {
  const query = useQuery(studioQuery);
  return query.status === 'ready' ? query.data : EMPTY_STUDIO;
}

/** " at <studio>" for a page's description, or nothing before the name is known. */
export const atStudio = (studio: Pick<StudioDetails, 'name'>) =>
  studio.name ? ` at ${studio.name}` : '';

/** A phone number as a tel: link target. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
