export const COLLECTIONS = {
  workshopTypes: 'workshop_types',
  scheduledWorkshops: 'scheduled_workshops',
  bookings: 'bookings',
  news: 'news',
  monthlyMeets: 'monthly_meets',
  grannySquareMonthly: 'granny_square_monthly',
  crochetABouquet: 'crochet_a_bouquet',
  yarnAndYarn: 'yarn_and_yarn',
  newsletterSignups: 'newsletter_signups',
  siteContent: 'site_content',
  mail: 'mail',
  auditLog: 'audit_log',
  waitlist: 'waitlist',
  bookingReferences: 'booking_references',
  rateLimits: 'rate_limits',
  stripeEvents: 'stripe_events',
  discountCodes: 'discount_codes',
  vouchers: 'vouchers',
  voucherPurchases: 'voucher_purchases',
} as const;

export const SITE_CONTENT_DOCS = {
  announcement: 'announcement',
  paymentLinks: 'payment_links',
  studio: 'studio',
  reminders: 'reminders',
} as const;
