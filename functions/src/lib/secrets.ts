import { defineSecret } from 'firebase-functions/params';

export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');

/**
 * The local stack's value for SENDGRID_API_KEY (functions/.secret.local): "record emails in
 * the outbox, deliver none". Not empty, because the Functions emulator asks Secret Manager
 * for every empty secret each time it starts a worker.
 */
export const NO_DELIVERY_KEY = 'local-stack-no-delivery';

/**
 * The key that signs the secret links in emails (manage a booking, claim a waiting-list offer,
 * leave the waiting list): a link is an HMAC of a random nonce stored beside a hash of the
 * link, so the database alone never holds a working link and the server can write the same
 * link again into a later email.
 */
export const LINK_SECRET = defineSecret('LINK_SECRET');

/** The local stack's value for LINK_SECRET (functions/.secret.local); never used in production. */
export const LOCAL_LINK_SECRET = 'local-stack-link-secret';

/** Stripe's secret API key (test mode first: sk_test_…); README.md#card-payment-stripe. */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');

/** The signing secret of the site's webhook endpoint in Stripe (whsec_…). */
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
