import { DOC_ID_PATTERN } from '../../domain/admin-fields.js';
import { route } from '../../http/route.js';
import { CACHE_FRESH, cache } from '../../lib/cache.js';
import { notFound } from '../../lib/http-errors.js';
import {
  CATALOG_ERRORS,
  getWorkshopType,
  listScheduledWorkshops,
  listScheduledWorkshopsOfType,
  listUpcomingWorkshops,
  listWorkshopTypes,
} from './catalog.service.js';

// A malformed id cannot name a document, so it is simply not found.
function idParam(value: unknown): string {
  if (typeof value !== 'string' || !DOC_ID_PATTERN.test(value)) {
    throw notFound(CATALOG_ERRORS.unknownType);
  }
  return value;
}

// Every answer here carries places left, so it is cached only briefly (CACHE_FRESH).
export const catalogRoutes = [
  route('get', '/api/workshop_types', async (_req, res) => {
    const types = await listWorkshopTypes();
    cache(res, CACHE_FRESH);
    res.json(types);
  }),
  route('get', '/api/workshop_types/:id', async (req, res) => {
    const type = await getWorkshopType(idParam(req.params.id));
    cache(res, CACHE_FRESH);
    res.json(type);
  }),
  route('get', '/api/upcoming_workshops', async (_req, res) => {
    const types = await listUpcomingWorkshops();
    cache(res, CACHE_FRESH);
    res.json(types);
  }),
  route('get', '/api/scheduled_workshops', async (_req, res) => {
    const dates = await listScheduledWorkshops();
    cache(res, CACHE_FRESH);
    res.json(dates);
  }),
  route('get', '/api/scheduled_workshops/:typeId', async (req, res) => {
    const dates = await listScheduledWorkshopsOfType(idParam(req.params.typeId));
    cache(res, CACHE_FRESH);
    res.json(dates);
  }),
];
