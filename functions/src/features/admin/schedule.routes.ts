import { scheduleWorkshopSchema } from '../../domain/schedule.js';
import { route } from '../../http/route.js';
import { parse } from '../../lib/validate.js';
import { scheduledWorkshopsForAdmin, scheduleWorkshop } from './schedule.service.js';

export const scheduleAdminRoutes = [
  route('post', '/api/add_new_workshop', async (req, res) => {
    const { workshop, created } = await scheduleWorkshop(parse(scheduleWorkshopSchema, req.body));
    res.status(created ? 201 : 200).json(workshop);
  }),
  route('get', '/api/scheduled_workshops_list', async (_req, res) => {
    res.json(await scheduledWorkshopsForAdmin());
  }),
];
