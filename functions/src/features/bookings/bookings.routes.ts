import type { Response } from 'express';
import { saveBookingSchema } from '../../domain/booking.js';
import { route } from '../../http/route.js';
import { parse } from '../../lib/validate.js';
import { PlacesError, saveBooking } from './bookings.service.js';

/** Sends a PlacesError as 409 { error, placesLeft }; rethrows anything else. */
export function sendPlacesError(res: Response, err: unknown) {
  if (err instanceof PlacesError) {
    res.status(409).json(err.body());
    return;
  }
  throw err;
}

export const bookingRoutes = [
  route('post', '/api/save_booking', async (req, res) => {
    const input = parse(saveBookingSchema, req.body);
    try {
      const { booking, created, paymentLink } = await saveBooking(input);
      res.status(created ? 201 : 200).json({ booking, paymentLink });
    } catch (err) {
      sendPlacesError(res, err);
    }
  }),
];
