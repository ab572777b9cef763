export const REGION = 'europe-west2';
export const MAX_BODY_BYTES = 100 * 1024;
export const STUDIO_NAME = 'The Yarn Loft';
export const STUDIO_EMAIL = process.env.STUDIO_EMAIL ?? 'hello@yarnloft.example';
export const MAIL_FROM = process.env.MAIL_FROM ?? 'The Yarn Loft <bookings@yarnloft.example>';
export const SITE_URL = process.env.SITE_URL ?? 'http://127.0.0.1:5000';
