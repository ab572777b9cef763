// The studio's own details (docs/product.md#site-content): site content that staff edit at
// /edit_studio_details, read by the header, footer, contact, about and terms pages, the JSON-LD,
// the emails and the calendar file. No studio-specific value is written in the code: a field
// left empty is simply not shown. The form's schema is studioSchema (studio.ts).

export interface SocialLink {
  /** The site's name as visitors know it, e.g. "Instagram". */
  name: string;
  url: string;
}

export interface StudioDetails {
  name: string;
  tagline: string;
  addressLines: string[];
  email: string;
  phone: string;
  /** A short "when we're open" text. */
  openingHours: string;
  mapUrl: string;
  social: SocialLink[];
  /** The name emails come from (the studio's name when empty). */
  senderName: string;
  /** A Google Analytics 4 measurement id; empty means no analytics at all. */
  analyticsId: string;
}

/** What the site shows before staff have saved any details: nothing studio-specific. */
export const EMPTY_STUDIO: StudioDetails = {
  name: '',
  tagline: '',
  addressLines: [],
  email: '',
  phone: '',
  openingHours: '',
  mapUrl: '',
  social: [],
  senderName: '',
  analyticsId: '',
};

/** The studio as calendar files and emails name it. */
export type StudioIdentity = Pick<StudioDetails, 'name' | 'email' | 'addressLines'>;
