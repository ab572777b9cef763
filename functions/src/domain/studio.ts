// The studio's identity, shown by the site and written into emails and calendar files.
// (Placeholder values of the demo studio; issue: make them site content staff can edit.)
export const STUDIO = {
  name: 'The Yarn Loft',
  tagline: 'Knitting & crochet workshops in a friendly studio',
  email: 'hello@yarnloft.example',
  phone: '01632 960 123',
  address: ['The Yarn Loft', '12 Mill Lane', 'Hebden Bridge', 'HX7 8AB'],
  social: [
    {
      name: 'Instagram',
      href: 'https://www.instagram.com/theyarnloft',
      icon: '/images/instagram.svg',
    },
    {
      name: 'Facebook',
      href: 'https://www.facebook.com/theyarnloft',
      icon: '/images/facebook.svg',
    },
  ],
} as const;

export interface StudioIdentity {
  name: string;
  email: string;
  address: readonly string[];
}
