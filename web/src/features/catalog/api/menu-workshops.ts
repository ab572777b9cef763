import { visitorQuery } from '../../../lib/query-cache';
import { useQuery } from '../../../lib/use-query';

/** GET /api/menu_workshops: the cards of the types on the workshop menu, by name. */
export const menuWorkshopsQuery = visitorQuery<'get /api/menu_workshops'>('menu_workshops');

export const useMenuWorkshops = () => useQuery(menuWorkshopsQuery);
