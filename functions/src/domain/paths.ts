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
  admin: {
    home: '/admin_home',
    addWorkshop: '/add_workshop',
    addHomepageNewsItem: '/add_homepage_newsitem',
    addHomepageNews: '/add_homepage_news',
    newsletterSignups: '/newsletter_signups',
    bookedWorkshops: '/booked_workshops',
    scheduledWorkshopList: '/scheduled_workshop_list',
    manageWorkshopTypes: '/manage_workshop_types',
    addNewWorkshopType: '/add_new_workshop_type',
    addGrannySquareMonthly: '/add_granny_square_monthly',
    addCrochetABouquet: '/add_crochet_a_bouquet',
    addYarnAndYarn: '/add_yarn_and_yarn',
    addMonthlyMeet: '/add_monthly_meet',
    addOtherWayBooking: '/add_other_way_booking',
    announcement: '/edit_announcement',
    paymentLinks: '/edit_payment_links',
    studioDetails: '/edit_studio_details',
    auditLog: {
      pattern: '/audit_log',
      /** The entries about one document (a booking's id, or collection/id). */
      to: (target?: string) =>
        target ? `/audit_log?target=${encodeURIComponent(target)}` : '/audit_log',
    },
    classRegister: {
      pattern: '/class_register/:id',
      to: (id: string) => `/class_register/${encodeURIComponent(id)}`,
    },
    waitingLists: '/waiting_lists',
    refundsDue: '/refunds_due',
    personData: '/person_data',
    failedEmails: '/failed_emails',
    reminderSettings: '/reminder_settings',
    messageClass: {
      pattern: '/message_class/:id',
      /** Writing to the date's bookers, or (`waiting`) to its waiting list. */
      to: (id: string, to: 'booked' | 'waiting' = 'booked') =>
        `/message_class/${encodeURIComponent(id)}${to === 'waiting' ? '?to=waiting' : ''}`,
    },
    discountCodes: '/discount_codes',
    giftVouchers: '/gift_vouchers_admin',
  },
} as const;
