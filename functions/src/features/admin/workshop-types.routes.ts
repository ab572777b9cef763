import { newWorkshopTypeSchema, workshopTypeSchema } from '../../domain/admin-workshop-type.js';
import { route } from '../../http/route.js';
import { parse } from '../../lib/validate.js';
import {
  addWorkshopType,
  updateWorkshopType,
  workshopTypesForAdmin,
} from './workshop-types.service.js';

export const workshopTypeAdminRoutes = [
  route('get', '/api/workshop_types_for_admin', async (_req, res) => {
    res.json(await workshopTypesForAdmin());
  }),
  route('post', '/api/add_new_workshop_type', async (req, res) => {
    res.status(201).json(await addWorkshopType(parse(newWorkshopTypeSchema, req.body)));
  }),
  route('put', '/api/update_workshop_type', async (req, res) => {
    res.json(await updateWorkshopType(parse(workshopTypeSchema, req.body)));
  }),
];
