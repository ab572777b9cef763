import { STUDIO } from '../domain/studio.js';

export const REGION = 'europe-west2';
export const MAX_BODY_BYTES = 100 * 1024;
export const STUDIO_NAME = STUDIO.name;
export const STUDIO_EMAIL = process.env.STUDIO_EMAIL ?? STUDIO.email;
export const MAIL_FROM = process.env.MAIL_FROM ?? `${STUDIO.name} <bookings@yarnloft.example>`;
export const SITE_URL = process.env.SITE_URL ?? 'http://127.0.0.1:5000';

/** The studio as calendar files and emails name it. */
export const STUDIO_IDENTITY = { name: STUDIO_NAME, email: STUDIO_EMAIL, address: STUDIO.address };
