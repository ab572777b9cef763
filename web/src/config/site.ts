import { paths } from './paths';

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
  { to: paths.giftVouchers, label: 'Gift Vouchers' },
] as const;
