// The staff pages' routes, apart from the visitor routes in paths.ts: every visitor page loads
// those, and none of these.
import { ADMIN_HOME } from './paths.js';

/** The staff pages (docs/product.md#screens), reached after signing in at `paths.login`. */
export const adminPaths = {
  home: ADMIN_HOME,
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
} as const;
