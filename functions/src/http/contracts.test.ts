import { describe, expect, it } from 'vitest';
import type { ContractKey } from '../domain/contracts/all.js';
import { adminRoutes } from './admin-routes.js';
import { publicRoutes } from './public-routes.js';

const routes = [...publicRoutes, ...adminRoutes];

// The contracts are types, so their keys are listed here once for the run; the compiler holds
// this list to the contracts exactly (a missing or an unknown key fails `npm run typecheck`).
const CONTRACT_KEYS = Object.keys({
  'get /api/health': true,
  'get /sitemap.xml': true,
  'get /api/workshop_types': true,
  'get /api/workshop_types/:id': true,
  'get /api/upcoming_workshops': true,
  'get /api/menu_workshops': true,
  'get /api/workshop_types_for_admin': true,
  'post /api/add_new_workshop_type': true,
  'put /api/update_workshop_type': true,
  'post /api/delete_workshop_type': true,
  'get /api/scheduled_workshops': true,
  'get /api/scheduled_workshops/:typeId': true,
  'post /api/add_new_workshop': true,
  'get /api/scheduled_workshops_list': true,
  'post /api/preview_series': true,
  'post /api/schedule_series': true,
  'post /api/preview_message_bookers': true,
  'post /api/message_bookers': true,
  'get /api/reminder_settings': true,
  'put /api/reminder_settings': true,
  'get /api/get_calendar_events': true,
  'get /api/monthly_meets': true,
  'get /api/crochet_a_bouquet': true,
  'get /api/cab_now_next': true,
  'get /api/granny_square_monthly': true,
  'get /api/yarn_and_yarn': true,
  'get /api/next_yarn_and_yarn': true,
  'get /api/granny_square_monthly_for_admin': true,
  'post /api/add_granny_square_monthly': true,
  'post /api/update_granny_square_monthly': true,
  'post /api/delete_granny_square_monthly': true,
  'get /api/crochet_a_bouquet_for_admin': true,
  'post /api/add_crochet_a_bouquet': true,
  'post /api/update_crochet_a_bouquet': true,
  'post /api/delete_crochet_a_bouquet': true,
  'get /api/yarn_and_yarn_for_admin': true,
  'post /api/add_yarn_and_yarn': true,
  'post /api/update_yarn_and_yarn': true,
  'post /api/delete_yarn_and_yarn': true,
  'get /api/monthly_meets_for_admin': true,
  'post /api/add_monthly_meet': true,
  'post /api/update_monthly_meet': true,
  'post /api/delete_monthly_meet': true,
  'get /api/homepage_news': true,
  'get /api/homepage_news_for_admin': true,
  'post /api/add_homepage_news': true,
  'post /api/update_homepage_news': true,
  'post /api/delete_homepage_news': true,
  'get /api/site_content/announcement': true,
  'get /api/site_content/payment_links': true,
  'get /api/site_content/studio': true,
  'put /api/site_content/announcement': true,
  'put /api/site_content/payment_links': true,
  'put /api/site_content/studio': true,
  'get /api/manage_booking/:token': true,
  'post /api/manage_booking/:token/cancel': true,
  'post /api/manage_booking/:token/move': true,
  'post /api/manage_booking/:token/pay': true,
  'post /api/save_booking': true,
  'post /api/stripe_webhook': true,
  'post /api/claim_waitlist_offer/:token': true,
  'get /api/bookings': true,
  'post /api/add_new_other_method_booking': true,
  'post /api/update_booking': true,
  'post /api/send_booking_reminder': true,
  'post /api/cancel_booking': true,
  'post /api/move_booking': true,
  'post /api/mark_refunded': true,
  'post /api/send_card_payment_link': true,
  'post /api/edit_booking': true,
  'post /api/update_scheduled_workshop': true,
  'post /api/cancel_scheduled_workshop': true,
  'post /api/join_waitlist': true,
  'get /api/claim_offer/:token': true,
  'post /api/leave_waitlist/:token': true,
  'get /api/waitlist': true,
  'post /api/remove_waitlist_entry': true,
  'post /api/offer_waitlist_places': true,
  'post /api/newsletter_unsubscribe/:token': true,
  'post /api/newsletter_confirm/:token': true,
  'get /api/get_newsletter_signups': true,
  'post /api/remove_newsletter_signup': true,
  'get /api/failed_mail': true,
  'post /api/resend_mail': true,
  'get /api/person_data': true,
  'post /api/erase_person': true,
  'post /api/mark_attendance': true,
  'post /api/mark_attendance_all': true,
  'get /api/dashboard': true,
  'get /api/audit_log': true,
  'post /api/check_discount': true,
  'get /api/discount_codes': true,
  'post /api/discount_code': true,
  'post /api/discount_code_active': true,
  'post /api/check_voucher': true,
  'post /api/buy_voucher': true,
  'get /api/gift_voucher/:token': true,
  'get /api/vouchers': true,
  'post /api/issue_voucher': true,
  'post /api/void_voucher': true,
  'post /api/extend_voucher': true,
} satisfies Record<ContractKey, true>);

// The same at compile time, from the route tables' own types: a contract no route serves.
type Routed = (typeof routes)[number]['key'];
type Unrouted = Exclude<ContractKey, Routed>;
const everyContractRouted: [Unrouted] extends [never] ? true : Unrouted = true;

describe('endpoint contracts (functions/src/domain/contracts)', () => {
  it('every route is mounted at the method and path of its contract key', () => {
    for (const { key, method, path } of routes) expect(`${method} ${path}`).toBe(key);
  });

  it('every route has a contract and every contract has exactly one route', () => {
    expect(everyContractRouted).toBe(true);
    const keys = routes.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...CONTRACT_KEYS].sort());
  });
});
