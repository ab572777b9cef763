import {
  addOtherWayBookingSchema,
  reminderSchema,
  updateBookingSchema,
} from '../../domain/admin-booking.js';
import { route } from '../../http/route.js';
import { sendPlacesError } from '../bookings/bookings.routes.js';
import { addOtherWayBooking, bookingsForAdmin, setPayed } from './bookings.service.js';
import { parse } from '../../lib/validate.js';
import { sendBookingReminder } from './reminders.service.js';

export const bookingAdminRoutes = [
  route('get', '/api/bookings', async (_req, res) => {
    res.json(await bookingsForAdmin());
  }),
  route('post', '/api/add_new_other_method_booking', async (req, res) => {
    const input = parse(addOtherWayBookingSchema, req.body);
    try {
      const { booking, created } = await addOtherWayBooking(input);
      res.status(created ? 201 : 200).json(booking);
    } catch (err) {
      sendPlacesError(res, err);
    }
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
