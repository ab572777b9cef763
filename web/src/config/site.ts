import { STUDIO } from '@domain/studio';
import { paths } from './paths';

export const site = STUDIO;

export const desktopNav = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About' },
  { to: paths.bookAWorkshop, label: 'Workshops & Courses' },
  { to: paths.contactUs, label: 'Contact' },
  { to: paths.calendar, label: "What's On", desktopOnly: true },
] as const;

export const mobileNav = desktopNav.filter((item) => !('desktopOnly' in item));
