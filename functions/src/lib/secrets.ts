import { defineSecret } from 'firebase-functions/params';

export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');

/**
 * The local stack's value for SENDGRID_API_KEY (functions/.secret.local): "record emails in
 * the outbox, deliver none". Not empty, because the Functions emulator asks Secret Manager
 * for every empty secret each time it starts a worker.
 */
export const NO_DELIVERY_KEY = 'local-stack-no-delivery';
