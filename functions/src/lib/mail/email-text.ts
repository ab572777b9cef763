import type { StudioDetails } from '../../domain/studio-details.js';

// What an email says and how it is shaped, apart from its HTML (email-layout.tsx): the
// templates write with these without loading React, which only the HTML needs.

export interface EmailSection {
  heading?: string;
  lines: string[];
  link?: { label: string; url: string };
}

export interface EmailContent {
  subject: string;
  intro: string;
  sections: EmailSection[];
  /** The address's own unsubscribe link, when it is on the newsletter list. */
  unsubscribeUrl: string | null;
}

export interface EmailFrame {
  studio: StudioDetails;
  /** The site's address, for the logo and its link. */
  siteUrl: string;
}

export const NEWSLETTER_LINE = 'You are on the studio’s newsletter list.';
export const UNSUBSCRIBE_LABEL = 'Unsubscribe from the newsletter';

/** The studio's lines in every footer; an empty field is left out. */
export function footerLines(studio: StudioDetails) {
  const address = studio.addressLines.filter((line) => line !== studio.name).join(', ');
  return { name: studio.name, address, email: studio.email, phone: studio.phone };
}
