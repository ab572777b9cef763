import { paths } from './paths';
import { adminPaths } from './admin-paths';

export interface AdminLink {
  to: string;
  label: string;
  description: string;
}

export interface AdminLinkGroup {
  heading: string;
  links: AdminLink[];
}

// The admin home's tiles, under headings by what staff came to do (docs/product.md#screens).
export const adminLinkGroups: AdminLinkGroup[] = [
  {
    heading: 'Bookings',
    links: [
      {
        to: adminPaths.bookedWorkshops,
        label: 'Booked workshops',
        description: 'Bookings by date: mark paid, remind, edit, move, cancel, search, export',
      },
      {
        to: adminPaths.addOtherWayBooking,
        label: 'Add a booking made another way',
        description: 'By phone, email or in the studio',
      },
      {
        to: adminPaths.waitingLists,
        label: 'Waiting lists',
        description: 'Who is waiting for a place on a full date; send offers, remove people',
      },
      {
        to: adminPaths.refundsDue,
        label: 'Refunds due',
        description: 'Cancelled bookings paid by link or by hand: mark each refunded',
      },
      {
        to: adminPaths.discountCodes,
        label: 'Discount codes',
        description: 'Codes for a percentage or an amount off: dates, workshops, uses, on or off',
      },
    ],
  },
  {
    heading: 'Schedule',
    links: [
      {
        to: adminPaths.scheduledWorkshopList,
        label: 'Scheduled workshops',
        description: 'Every coming date with places booked and left: change or cancel a date',
      },
      {
        to: adminPaths.addWorkshop,
        label: 'Schedule a workshop',
        description: 'Add a date for a workshop type',
      },
      {
        to: adminPaths.manageWorkshopTypes,
        label: 'Manage workshop types',
        description: 'Edit names, prices, levels and what shows where',
      },
      {
        to: adminPaths.addNewWorkshopType,
        label: 'Add a workshop type',
        description: 'A new workshop or course',
      },
      {
        to: paths.calendar,
        label: 'Calendar',
        description: "What's on, as visitors see it",
      },
    ],
  },
  {
    heading: 'Content',
    links: [
      {
        to: adminPaths.addHomepageNewsItem,
        label: 'News items',
        description: 'Publish, edit or delete the home page news',
      },
      {
        to: adminPaths.addGrannySquareMonthly,
        label: 'Granny square months',
        description: 'Add, edit, retire or delete the monthly granny square workshop',
      },
      {
        to: adminPaths.addCrochetABouquet,
        label: 'Crochet a bouquet months',
        description: 'Add, edit, retire or delete the monthly flower workshop',
      },
      {
        to: adminPaths.addYarnAndYarn,
        label: 'Yarn and yarn evenings',
        description: 'Add, edit, retire or delete the monthly stories-and-stitching evening',
      },
      {
        to: adminPaths.addMonthlyMeet,
        label: 'Monthly meets',
        description: 'Add, edit or delete the regular get-togethers',
      },
    ],
  },
  {
    heading: 'Studio',
    links: [
      {
        to: adminPaths.studioDetails,
        label: 'Studio details',
        description: 'Name, address, contact, opening times, social links, email sender, analytics',
      },
      {
        to: adminPaths.announcement,
        label: 'Edit the announcement',
        description: 'The notice visitors see once after the cookie choice',
      },
      {
        to: adminPaths.paymentLinks,
        label: 'Payments',
        description: 'How visitors pay (card at booking, payment link, or both) and the links',
      },
      {
        to: adminPaths.reminderSettings,
        label: 'Reminder times',
        description: 'When the automatic reminder emails go before a workshop (up to two)',
      },
      {
        to: adminPaths.giftVouchers,
        label: 'Gift vouchers',
        description: 'Issue a voucher, see balances and ledgers, cancel one or extend its expiry',
      },
    ],
  },
  {
    heading: 'People & data',
    links: [
      {
        to: adminPaths.newsletterSignups,
        label: 'Newsletter signups',
        description: 'Everyone who asked for the newsletter: remove someone, or export as CSV',
      },
      {
        to: adminPaths.personData,
        label: 'Person data',
        description: 'Download or erase everything held about an email address',
      },
      {
        to: adminPaths.auditLog.pattern,
        label: 'Audit log',
        description: 'Every change staff made: who, when, and what it was before',
      },
      {
        to: adminPaths.failedEmails,
        label: 'Failed emails',
        description: 'Emails that could not be delivered: check and send again',
      },
    ],
  },
];

/** Every tile of the admin home, in order. */
export const adminLinks: AdminLink[] = adminLinkGroups.flatMap((group) => group.links);

export const adminNav: { to: string; label: string }[] = [
  { to: adminPaths.home, label: 'Admin home' },
  { to: adminPaths.bookedWorkshops, label: 'Bookings' },
  { to: adminPaths.waitingLists, label: 'Waiting lists' },
  { to: adminPaths.refundsDue, label: 'Refunds due' },
  { to: adminPaths.scheduledWorkshopList, label: 'Dates' },
  { to: adminPaths.addWorkshop, label: 'Schedule' },
  { to: adminPaths.manageWorkshopTypes, label: 'Workshop types' },
  { to: adminPaths.newsletterSignups, label: 'Newsletter' },
  { to: adminPaths.personData, label: 'Person data' },
  { to: adminPaths.failedEmails, label: 'Failed emails' },
  { to: adminPaths.auditLog.pattern, label: 'Audit log' },
];
