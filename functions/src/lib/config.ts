// Transitional: the mail templates still read these until they take the studio's details from
// site content (GET /api/site_content/studio); removed with that change.
const STUDIO = {
  name: 'The Yarn Loft',
  email: 'hello@yarnloft.example',
  addressLines: ['The Yarn Loft', '12 Mill Lane', 'Hebden Bridge', 'HX7 8AB'],
};

export const REGION = 'europe-west2';
export const MAX_BODY_BYTES = 100 * 1024;
export const STUDIO_NAME = STUDIO.name;
export const STUDIO_EMAIL = process.env.STUDIO_EMAIL ?? STUDIO.email;
export const MAIL_FROM = process.env.MAIL_FROM ?? `${STUDIO.name} <bookings@yarnloft.example>`;
export const SITE_URL = process.env.SITE_URL ?? 'http://127.0.0.1:5000';

/** The studio as calendar files and emails name it. */
export const STUDIO_IDENTITY = {
  name: STUDIO_NAME,
  email: STUDIO_EMAIL,
  addressLines: STUDIO.addressLines,
};
