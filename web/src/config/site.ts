import { paths } from './paths';

export const site = {
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

export const desktopNav = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About' },
  { to: paths.bookAWorkshop, label: 'Workshops & Courses' },
  { to: paths.contactUs, label: 'Contact' },
  { to: paths.calendar, label: "What's On", desktopOnly: true },
] as const;

export const mobileNav = desktopNav.filter((item) => !('desktopOnly' in item));
