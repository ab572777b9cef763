import { z } from '../../domain/zod.js';
import { deleteSchema } from '../../domain/admin-fields.js';
import { joinWaitlistSchema, WAITLIST_MESSAGES } from '../../domain/waitlist.js';
import { route } from '../../lib/route.js';
import { guardPublicWrite } from '../../lib/public-writes.js';
import { asVisitor } from '../../lib/visitor-mail.js';
import { actorOf } from '../../lib/require-admin.js';
import { parse } from '../../lib/validate.js';
import {
  joinWaitlist,
  leaveWaitlist,
  offerNow,
  removeWaitlistEntry,
  viewOffer,
  waitlistForAdmin,
} from './waitlist.service.js';

const dateQuery = z.object({
  scheduled_workshop_id: deleteSchema.shape.id.optional(),
});

export const waitlistRoutes = [
  route('post /api/join_waitlist', async (req, res) => {
    const input = parse(joinWaitlistSchema, req.body);
    await guardPublicWrite(req);
    await asVisitor('waitlist-join', () => joinWaitlist(input));
    // The same answer whether or not the address was in line (the position is in the email).
    res.status(202).json({ message: WAITLIST_MESSAGES.joined });
  }),
  route('get /api/claim_offer/:token', async (req, res) => {
    res.json(await viewOffer(req.params.token));
  }),
  route('post /api/leave_waitlist/:token', async (req, res) => {
    await guardPublicWrite(req);
    res.json(await leaveWaitlist(req.params.token));
  }),
];

export const waitlistAdminRoutes = [
  route('get /api/waitlist', async (req, res) => {
    const { scheduled_workshop_id } = parse(dateQuery, req.query);
    res.json(await waitlistForAdmin(scheduled_workshop_id));
  }),
  route('post /api/remove_waitlist_entry', async (req, res) => {
    const { id } = parse(deleteSchema, req.body);
    res.json(await removeWaitlistEntry(id, actorOf(req)));
  }),
  route('post /api/offer_waitlist_places', async (req, res) => {
    const { scheduled_workshop_id } = parse(
      z.object({ scheduled_workshop_id: deleteSchema.shape.id }),
      req.body,
    );
    res.json(await offerNow(scheduled_workshop_id, actorOf(req)));
  }),
];
