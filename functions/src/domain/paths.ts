// Every route of the site (docs/product.md#screens) in one place: the web app's router and links,
// and the server's sitemap and robots.txt (search-indexing.ts) read it.
export const paths = {
  home: '/',
  about: '/about',
  bookAWorkshop: '/book_a_workshop',
  contactUs: '/contact_us',
  calendar: '/calendar_view',
  workshopDescription: {
    pattern: '/workshop_description/:id',
    to: (id: string) => `/workshop_description/${encodeURIComponent(id)}`,
  },
  bookingStart: '/workshop_booking_start',
  bookingDateTimeSummary: '/workshop_booking_datetime_summary',
  bookingDetails: '/workshop_booking_details',
  bookingFullSummary: '/workshop_booking_full_summary',
  checkout: '/checkout',
  /** Where Stripe Checkout sends the visitor back, paid or not (the booking's secret link). */
  checkoutReturn: {
    pattern: '/checkout/:token',
    to: (token: string) => `/checkout/${token}`,
  },
  // The visitor's secret links from their emails (the server writes the URLs).
  manageBooking: { pattern: '/manage_booking/:token' },
  claimOffer: { pattern: '/claim_offer/:token' },
  leaveWaitlist: { pattern: '/leave_waitlist/:token' },
  newsletterUnsubscribe: { pattern: '/newsletter_unsubscribe/:token' },
  newsletterConfirm: { pattern: '/newsletter_confirm/:token' },
  /** A gift voucher's own page to print (and a purchase's return page): a secret link. */
  giftVoucher: {
    pattern: '/gift_voucher/:token',
    to: (token: string) => `/gift_voucher/${token}`,
  },
  giftVouchers: '/gift_vouchers',
  monthlyMeets: '/monthly_meets',
  crochetABouquet: '/crochet_a_bouquet',
  grannySquareMonthly: '/granny_square_monthly',
  yarnAndYarn: '/yarn_and_yarn',
  termsAndConditions: '/terms_and_conditions',
  login: '/login',
} as const;

/**
 * The staff area's first page: the site header links it for staff. The other staff pages are in
 * `admin-paths.ts`, so the visitor pages do not download them.
 */
export const ADMIN_HOME = '/admin_home';
