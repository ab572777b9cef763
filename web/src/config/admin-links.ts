import { paths } from './paths';

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
        to: paths.admin.bookedWorkshops,
        label: 'Booked workshops',
        description: 'Bookings by date: mark paid, remind, edit, move, cancel, search, export',
      },
      {
        to: paths.admin.addOtherWayBooking,
        label: 'Add a booking made another way',
        description: 'By phone, email or in the studio',
      },
      {
        to: paths.admin.waitingLists,
        label: 'Waiting lists',
        description: 'Who is waiting for a place on a full date; send offers, remove people',
      },
      {
        to: paths.admin.refundsDue,
        label: 'Refunds due',
        description: 'Cancelled bookings paid by link or by hand: mark each refunded',
      },
      {
        to: paths.admin.discountCodes,
        label: 'Discount codes',
        description: 'Codes for a percentage or an amount off: dates, workshops, uses, on or off',
      },
    ],
  },
  {
    heading: 'Schedule',
    links: [
      {
        to: paths.admin.scheduledWorkshopList,
        label: 'Scheduled workshops',
        description: 'Every coming date with places booked and left: change or cancel a date',
      },
      {
        to: paths.admin.addWorkshop,
        label: 'Schedule a workshop',
        description: 'Add a date for a workshop type',
      },
      {
        to: paths.admin.manageWorkshopTypes,
        label: 'Manage workshop types',
        description: 'Edit names, prices, levels and what shows where',
      },
      {
        to: paths.admin.addNewWorkshopType,
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
        to: paths.admin.addHomepageNewsItem,
        label: 'News items',
        description: 'Publish, edit or delete the home page news',
      },
      {
        to: paths.admin.addGrannySquareMonthly,
        label: 'Granny square months',
        description: 'Add, edit, retire or delete the monthly granny square workshop',
      },
      {
        to: paths.admin.addCrochetABouquet,
        label: 'Crochet a bouquet months',
        description: 'Add, edit, retire or delete the monthly flower workshop',
      },
      {
        to: paths.admin.addYarnAndYarn,
        label: 'Yarn and yarn evenings',
        description: 'Add, edit, retire or delete the monthly stories-and-stitching evening',
      },
      {
        to: paths.admin.addMonthlyMeet,
        label: 'Monthly meets',
        description: 'Add, edit or delete the regular get-togethers',
      },
    ],
  },
  {
    heading: 'Studio',
    links: [
      {
        to: paths.admin.studioDetails,
        label: 'Studio details',
        description: 'Name, address, contact, opening times, social links, email sender, analytics',
      },
      {
        to: paths.admin.announcement,
        label: 'Edit the announcement',
        description: 'The notice visitors see once after the cookie choice',
      },
      {
        to: paths.admin.paymentLinks,
        label: 'Payments',
        description: 'How visitors pay (card at booking, payment link, or both) and the links',
      },
      {
        to: paths.admin.reminderSettings,
        label: 'Reminder times',
        description: 'When the automatic reminder emails go before a workshop (up to two)',
      },
      {
        to: paths.admin.giftVouchers,
        label: 'Gift vouchers',
        description: 'Issue a voucher, see balances and ledgers, cancel one or extend its expiry',
      },
    ],
  },
  {
    heading: 'People & data',
    links: [
      {
        to: paths.admin.newsletterSignups,
        label: 'Newsletter signups',
        description: 'Everyone who asked for the newsletter: remove someone, or export as CSV',
      },
      {
        to: paths.admin.personData,
        label: 'Person data',
        description: 'Download or erase everything held about an email address',
      },
      {
        to: paths.admin.auditLog.pattern,
        label: 'Audit log',
        description: 'Every change staff made: who, when, and what it was before',
      },
      {
        to: paths.admin.failedEmails,
        label: 'Failed emails',
        description: 'Emails that could not be delivered: check and send again',
      },
    ],
  },
];

/** Every tile of the admin home, in order. */
export const adminLinks: AdminLink[] = adminLinkGroups.flatMap((group) => group.links);

export const adminNav: { to: string; label: string }[] = [
  { to: paths.admin.home, label: 'Admin home' },
  { to: paths.admin.bookedWorkshops, label: 'Bookings' },
  { to: paths.admin.waitingLists, label: 'Waiting lists' },
  { to: paths.admin.refundsDue, label: 'Refunds due' },
  { to: paths.admin.scheduledWorkshopList, label: 'Dates' },
  { to: paths.admin.addWorkshop, label: 'Schedule' },
  { to: paths.admin.manageWorkshopTypes, label: 'Workshop types' },
  { to: paths.admin.newsletterSignups, label: 'Newsletter' },
  { to: paths.admin.personData, label: 'Person data' },
  { to: paths.admin.failedEmails, label: 'Failed emails' },
  { to: paths.admin.auditLog.pattern, label: 'Audit log' },
];
