import { markAllPresentSchema, markAttendanceSchema } from '../../domain/attendance.js';
import { withoutSecrets } from '../../domain/booking.js';
import { actorOf } from '../../lib/require-admin.js';
import { route } from '../../lib/route.js';
import { parse } from '../../lib/validate.js';
import { markAllPresent, markAttendance } from './attendance.service.js';

export const attendanceAdminRoutes = [
  route('post /api/mark_attendance', async (req, res) => {
    const { id, attended } = parse(markAttendanceSchema, req.body);
    res.json(withoutSecrets(await markAttendance(id, attended, actorOf(req))));
  }),
  route('post /api/mark_attendance_all', async (req, res) => {
    const { scheduled_workshop_id } = parse(markAllPresentSchema, req.body);
    const marked = await markAllPresent(scheduled_workshop_id, actorOf(req));
    res.json({ marked: marked.map(withoutSecrets) });
  }),
];
