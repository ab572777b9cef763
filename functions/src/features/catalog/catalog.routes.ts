import { deleteSchema } from '../../domain/admin-fields.js';
import { newWorkshopTypeSchema, workshopTypeSchema } from '../../domain/admin-workshop-type.js';
import { publicGet, route } from '../../lib/route.js';
import { CACHE_FRESH } from '../../lib/cache.js';
import { actorOf } from '../../lib/require-admin.js';
import { idParam, parse } from '../../lib/validate.js';
import {
  addWorkshopType,
  deleteWorkshopType,
  CATALOG_ERRORS,
  getWorkshopType,
  listMenuWorkshops,
  listUpcomingWorkshops,
  listWorkshopTypes,
  updateWorkshopType,
  workshopTypesForAdmin,
} from './catalog.service.js';

// Every answer here carries places left, so it is cached only briefly.
export const catalogRoutes = [
  publicGet('get /api/workshop_types', CACHE_FRESH, () => listWorkshopTypes()),
  publicGet('get /api/workshop_types/:id', CACHE_FRESH, (req) =>
    getWorkshopType(idParam(req.params.id, CATALOG_ERRORS.unknownType)),
  ),
  publicGet('get /api/upcoming_workshops', CACHE_FRESH, () => listUpcomingWorkshops()),
  // No places in it, but a type just put on the menu should show as soon as the others do.
  publicGet('get /api/menu_workshops', CACHE_FRESH, () => listMenuWorkshops()),
];

export const catalogAdminRoutes = [
  route('get /api/workshop_types_for_admin', async (_req, res) => {
    res.json(await workshopTypesForAdmin());
  }),
  route('post /api/add_new_workshop_type', async (req, res) => {
    const input = parse(newWorkshopTypeSchema, req.body);
    res.status(201).json(await addWorkshopType(input, actorOf(req)));
  }),
  route('put /api/update_workshop_type', async (req, res) => {
    res.json(await updateWorkshopType(parse(workshopTypeSchema, req.body), actorOf(req)));
  }),
  route('post /api/delete_workshop_type', async (req, res) => {
    const { id } = parse(deleteSchema, req.body);
    res.json(await deleteWorkshopType(id, actorOf(req)));
  }),
];
