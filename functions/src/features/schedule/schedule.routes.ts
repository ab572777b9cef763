import { scheduleWorkshopSchema } from '../../domain/schedule.js';
import { scheduleSeriesSchema } from '../../domain/series.js';
import { publicGet, route } from '../../lib/route.js';
import { CACHE_FRESH } from '../../lib/cache.js';
import { actorOf } from '../../lib/require-admin.js';
import { idParam, parse } from '../../lib/validate.js';
import {
  futureDates,
  futureDatesOfType,
  previewSeries,
  SCHEDULE_ERRORS,
  scheduledWorkshopsForAdmin,
  scheduleSeries,
  scheduleWorkshop,
} from './schedule.service.js';

// Places left change with every booking, so public answers are cached only briefly.
export const scheduleRoutes = [
  publicGet('get /api/scheduled_workshops', CACHE_FRESH, () => futureDates()),
  publicGet('get /api/scheduled_workshops/:typeId', CACHE_FRESH, (req) =>
    futureDatesOfType(idParam(req.params.typeId, SCHEDULE_ERRORS.unknownWorkshop)),
  ),
];

export const scheduleAdminRoutes = [
  route('post /api/add_new_workshop', async (req, res) => {
    const input = parse(scheduleWorkshopSchema, req.body);
    const { workshop, created } = await scheduleWorkshop(input, actorOf(req));
    res.status(created ? 201 : 200).json(workshop);
  }),
  route('post /api/preview_series', async (req, res) => {
    res.json(await previewSeries(parse(scheduleSeriesSchema, req.body)));
  }),
  route('post /api/schedule_series', async (req, res) => {
    const input = parse(scheduleSeriesSchema, req.body);
    const { created, written } = await scheduleSeries(input, actorOf(req));
    res.status(written ? 201 : 200).json({ created });
  }),
  route('get /api/scheduled_workshops_list', async (_req, res) => {
    res.json(await scheduledWorkshopsForAdmin());
  }),
];
