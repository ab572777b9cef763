export const REGION = 'europe-west2';
export const MAX_BODY_BYTES = 100 * 1024;
/** The site's address, for links in emails. */
export const SITE_URL = process.env.SITE_URL ?? 'http://127.0.0.1:5000';
