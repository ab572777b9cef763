import {
  addOtherWayBookingSchema,
  reminderSchema,
  updateBookingSchema,
} from '../../domain/admin-booking.js';
import { saveBookingSchema } from '../../domain/booking.js';
import { route } from '../../http/route.js';
import { parse } from '../../lib/validate.js';
import { addOtherWayBooking, bookingsForAdmin, saveBooking, setPayed } from './bookings.service.js';
import { sendBookingReminder } from './reminders.service.js';

export const bookingRoutes = [
  route('post', '/api/save_booking', async (req, res) => {
    const { booking, created, paymentLink } = await saveBooking(parse(saveBookingSchema, req.body));
    res.status(created ? 201 : 200).json({ booking, paymentLink });
  }),
];

export const bookingAdminRoutes = [
  route('get', '/api/bookings', async (_req, res) => {
    res.json(await bookingsForAdmin());
  }),
  route('post', '/api/add_new_other_method_booking', async (req, res) => {
    const input = parse(addOtherWayBookingSchema, req.body);
    const { booking, created } = await addOtherWayBooking(input);
    res.status(created ? 201 : 200).json(booking);
  }),
  route('post', '/api/update_booking', async (req, res) => {
    const { id, payed } = parse(updateBookingSchema, req.body);
    res.json(await setPayed(id, payed));
  }),
  route('post', '/api/send_booking_reminder', async (req, res) => {
    const { bookingId } = parse(reminderSchema, req.body);
    res.json(await sendBookingReminder(bookingId));
  }),
];
