import { publicGet } from '../../lib/route.js';
import { CACHE_FRESH } from '../../lib/cache.js';
import { parse } from '../../lib/validate.js';
import { calendarQuerySchema } from './calendar-range.js';
import { calendarEntries } from './calendar.service.js';

export const calendarRoutes = [
  publicGet('get /api/get_calendar_events', CACHE_FRESH, (req) =>
    calendarEntries(parse(calendarQuerySchema, req.query)),
  ),
];
