import { paths } from './paths';

// Transitional: replaced by the studio's details from site content (GET /api/site_content/studio).
export const site = {
  name: 'The Yarn Loft',
  tagline: 'Knitting & crochet workshops in a friendly studio',
  email: 'hello@yarnloft.example',
  phone: '01632 960 123',
  address: ['The Yarn Loft', '12 Mill Lane', 'Hebden Bridge', 'HX7 8AB'],
  addressLines: ['The Yarn Loft', '12 Mill Lane', 'Hebden Bridge', 'HX7 8AB'],
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
};

/**
 * The header's menu, the same on desktop and in the burger menu: What's On is on phones too
 * (docs/product.md#screens), since the calendar has a list layout for them.
 */
export const siteNav = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About' },
  { to: paths.bookAWorkshop, label: 'Workshops & Courses' },
  { to: paths.contactUs, label: 'Contact' },
  { to: paths.calendar, label: "What's On" },
] as const;
