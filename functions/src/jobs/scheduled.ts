import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { STUDIO_TIME_ZONE as TIME_ZONE } from '../domain/clock.js';
import { BOOKING_RETENTION_MONTHS as DEFAULT_BOOKING_RETENTION_MONTHS } from '../domain/retention.js';
import { REGION } from '../lib/config.js';
import { BOOKING_RETENTION_MONTHS, intSetting } from '../lib/params.js';
import { LINK_SECRET, SENDGRID_API_KEY, STRIPE_SECRET_KEY } from '../lib/secrets.js';

// Each schedule names its region: index.ts's setGlobalOptions runs after imported modules.
// Every instance loads this file (index.ts), so a job imports its features only when it runs.
const bookings = () => import('../features/bookings/index.js');

/**
 * Every 15 minutes, so each reminder goes out within a quarter of an hour of its time: a 1-hour
 * reminder between 60 and 45 minutes before the workshop (docs/product.md#reminder-times).
 */
export const sendBookingReminders = onSchedule(
  {
    schedule: 'every 15 minutes',
    timeZone: TIME_ZONE,
    region: REGION,
    secrets: [SENDGRID_API_KEY, LINK_SECRET],
    timeoutSeconds: 300,
  },
  async () => {
    const { sendDueReminders } = await bookings();
    const reminded = await sendDueReminders();
    if (reminded.length > 0) logger.info('Queued automatic reminders', { count: reminded.length });
    // Gift vouchers bought to reach their recipient on a chosen day (8 am London time).
    const { sendDueVouchers } = await import('../features/vouchers/index.js');
    const vouchers = await sendDueVouchers();
    if (vouchers > 0) logger.info('Sent gift vouchers on their day', { count: vouchers });
  },
);

/** Daily in the small hours, London time: the privacy periods (docs/product.md#data-retention). */
export const removePhoneNumbers = onSchedule(
  { schedule: 'every day 03:00', timeZone: TIME_ZONE, region: REGION, timeoutSeconds: 540 },
  async () => {
    const { anonymiseOldBookings, purgeOldMail, removePastPhoneNumbers } = await bookings();
    const { dropLapsedRequests } = await import('../features/newsletter/index.js');
    const phones = await removePastPhoneNumbers();
    const anonymised = await anonymiseOldBookings(
      Date.now(),
      intSetting(BOOKING_RETENTION_MONTHS, DEFAULT_BOOKING_RETENTION_MONTHS),
    );
    const mail = await purgeOldMail();
    const newsletterRequests = await dropLapsedRequests();
    const { anonymiseOldVouchers } = await import('../features/vouchers/index.js');
    const vouchers = await anonymiseOldVouchers(
      Date.now(),
      intSetting(BOOKING_RETENTION_MONTHS, DEFAULT_BOOKING_RETENTION_MONTHS),
    );
    logger.info('Privacy periods applied', {
      phones,
      anonymised,
      mail,
      newsletterRequests,
      vouchers,
    });
  },
);

/** Retries outbox mail that is still pending or failed (see lib/mail/delivery.ts for the rules). */
export const retryMail = onSchedule(
  {
    schedule: 'every 10 minutes',
    region: REGION,
    secrets: [SENDGRID_API_KEY, LINK_SECRET],
    timeoutSeconds: 300,
  },
  async () => {
    const { retryUndeliveredMail } = await import('../lib/mail/delivery.js');
    const tried = await retryUndeliveredMail();
    if (tried.length > 0) logger.info('Retried outbox mail', { count: tried.length });
  },
);

/** Waiting-list offers that ran out pass to the next in line (waitlist.service expireOffers). */
export const expireWaitlistOffers = onSchedule(
  {
    schedule: 'every 15 minutes',
    region: REGION,
    secrets: [SENDGRID_API_KEY, LINK_SECRET],
    timeoutSeconds: 300,
  },
  async () => {
    const { expireOffers } = await import('../features/waitlist/index.js');
    const expired = await expireOffers();
    if (expired.length > 0) logger.info('Expired waiting-list offers', { count: expired.length });
  },
);

/**
 * Card payments Stripe's events did not settle (docs/product.md#card-payment): holds whose
 * Checkout session should have ended are ended at Stripe and released (or confirmed, if paid
 * and the event never came); refunds not yet seen made are asked for again.
 */
export const reconcileCardHolds = onSchedule(
  {
    schedule: 'every 5 minutes',
    region: REGION,
    secrets: [SENDGRID_API_KEY, LINK_SECRET, STRIPE_SECRET_KEY],
    timeoutSeconds: 300,
  },
  async () => {
    const { reconcileCardPayments } = await bookings();
    const done = await reconcileCardPayments();
    if (done.released + done.confirmed + done.refunds > 0) {
      logger.info('Reconciled card payments', done);
    }
    const { reconcileVoucherPurchases } = await import('../features/vouchers/index.js');
    const vouchers = await reconcileVoucherPurchases();
    if (vouchers > 0) logger.info('Reconciled gift voucher purchases', { vouchers });
  },
);
