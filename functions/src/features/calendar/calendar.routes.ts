import { route } from '../../http/route.js';
import { CACHE_FRESH, cache } from '../../lib/cache.js';
import { parse } from '../../lib/validate.js';
import { calendarQuerySchema } from './calendar-range.js';
import { calendarEntries } from './calendar.service.js';

export const calendarRoutes = [
  route('get', '/api/get_calendar_events', async (req, res) => {
    const query = parse(calendarQuerySchema, req.query);
    const entries = await calendarEntries(query);
    cache(res, CACHE_FRESH);
    res.json(entries);
  }),
];
