import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorAuth } from '../../scripts/lib/emulator.ts';
import { PROJECT_ID } from '../../scripts/lib/stack-config.ts';
import { adminRoutes } from '../src/http/admin-routes.ts';
import { adminToken, call, signIn, visitorToken } from './support/stack.ts';

// The admin API of the brief: a route that disappears (or is renamed) fails here.
const CONTRACT = [
  'GET /api/workshop_types_for_admin',
  'POST /api/add_new_workshop',
  'POST /api/add_new_other_method_booking',
  'POST /api/update_booking',
  'POST /api/send_booking_reminder',
  'GET /api/bookings',
  'GET /api/scheduled_workshops_list',
  'POST /api/add_homepage_news',
  'POST /api/add_granny_square_monthly',
  'POST /api/add_crochet_a_bouquet',
  'POST /api/add_new_workshop_type',
  'PUT /api/update_workshop_type',
  'GET /api/get_newsletter_signups',
  'PUT /api/site_content/announcement',
  'PUT /api/site_content/payment_links',
  'PUT /api/site_content/studio',
  // The booking lifecycle and content editing (staff can change and undo everything).
  'POST /api/cancel_booking',
  'POST /api/move_booking',
  'POST /api/edit_booking',
  'POST /api/update_scheduled_workshop',
  'POST /api/cancel_scheduled_workshop',
  'POST /api/delete_workshop_type',
  'GET /api/homepage_news_for_admin',
  'POST /api/update_homepage_news',
  'POST /api/delete_homepage_news',
  'GET /api/granny_square_monthly_for_admin',
  'POST /api/update_granny_square_monthly',
  'POST /api/delete_granny_square_monthly',
  'GET /api/crochet_a_bouquet_for_admin',
  'POST /api/update_crochet_a_bouquet',
  'POST /api/delete_crochet_a_bouquet',
  'GET /api/yarn_and_yarn_for_admin',
  'POST /api/add_yarn_and_yarn',
  'POST /api/update_yarn_and_yarn',
  'POST /api/delete_yarn_and_yarn',
  'GET /api/monthly_meets_for_admin',
  'POST /api/add_monthly_meet',
  'POST /api/update_monthly_meet',
  'POST /api/delete_monthly_meet',
  'GET /api/audit_log',
  'POST /api/mark_refunded',
  'POST /api/send_card_payment_link',
  // The waiting lists.
  'GET /api/waitlist',
  'POST /api/remove_waitlist_entry',
  'POST /api/offer_waitlist_places',
  // Hardening and privacy.
  'GET /api/failed_mail',
  'POST /api/resend_mail',
  'POST /api/remove_newsletter_signup',
  'GET /api/person_data',
  'POST /api/erase_person',
  // Attendance and the dashboard.
  'POST /api/mark_attendance',
  'POST /api/mark_attendance_all',
  'GET /api/dashboard',
  // Repeating dates, messages to a class, reminder times.
  'POST /api/preview_series',
  'POST /api/schedule_series',
  'POST /api/preview_message_bookers',
  'POST /api/message_bookers',
  'GET /api/reminder_settings',
  'PUT /api/reminder_settings',
  // Discount codes.
  'GET /api/discount_codes',
  'POST /api/discount_code',
  'POST /api/discount_code_active',
  // Gift vouchers.
  'GET /api/vouchers',
  'POST /api/issue_voucher',
  'POST /api/void_voucher',
  'POST /api/extend_voucher',
];

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token, as anyone could write one; the Auth emulator's own tokens are unsigned too. */
function forgedToken(claims: { uid: string; project?: string; admin?: boolean }) {
  const project = claims.project ?? PROJECT_ID;
  const now = Math.floor(Date.now() / 1000);
  return [
    base64url({ alg: 'none', typ: 'JWT' }),
    base64url({
      iss: `https://securetoken.google.com/${project}`,
      aud: project,
      auth_time: now,
      user_id: claims.uid,
      sub: claims.uid,
      iat: now,
      exp: now + 3600,
      firebase: { identities: {}, sign_in_provider: 'password' },
      ...(claims.admin ? { admin: true } : {}),
    }),
    '',
  ].join('.');
}

const routes = adminRoutes.map((r) => ({
  name: `${r.method.toUpperCase()} ${r.path}`,
  method: r.method.toUpperCase(),
  // No admin path has parameters today; a future one gets a harmless value.
  path: r.path.replace(/:(\w+)/g, 'guard-test'),
  json: r.method === 'get' || r.method === 'delete' ? undefined : {},
}));

let admin: string;
let visitor: string;
let visitorUid: string;

beforeAll(async () => {
  [admin, visitor] = await Promise.all([adminToken(), visitorToken()]);
  visitorUid = (await emulatorAuth().getUserByEmail('not-an-admin@studio.test')).uid;
});

describe('the admin route table', () => {
  it('holds every admin endpoint of the API contract', () => {
    expect(routes.map((r) => r.name).sort()).toEqual([...CONTRACT].sort());
  });
});

describe.each(routes)('$name', ({ method, path, json }) => {
  const send = (token?: string, headers?: Record<string, string>) =>
    call(path, { method, json, token, headers });

  it('answers 401 without a token', async () => {
    const res = await send();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('answers 401 to a garbage token and to a malformed Authorization header', async () => {
    expect((await send('not-a-jwt')).status).toBe(401);
    expect((await send('aaa.bbb.ccc')).status).toBe(401);
    expect((await send(undefined, { Authorization: `Basic ${admin}` })).status).toBe(401);
  });

  it('answers 401 to a token made for another project', async () => {
    const res = await send(
      forgedToken({ uid: visitorUid, project: 'someone-elses-app', admin: true }),
    );
    expect(res.status).toBe(401);
  });

  it('answers 401 to a forged token for an account that does not exist', async () => {
    expect((await send(forgedToken({ uid: 'no-such-user', admin: true }))).status).toBe(401);
  });

  it('answers 403 to a signed-up user without the admin claim', async () => {
    const res = await send(visitor);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('answers 403 to a forged token that claims admin for an account that is not one', async () => {
    expect((await send(forgedToken({ uid: visitorUid, admin: true }))).status).toBe(403);
  });

  it('lets the admin through to the endpoint itself', async () => {
    const res = await send(admin);
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });
});

describe('an admin whose access is withdrawn', () => {
  const SECOND = 1000;

  it('is refused with 403 once the claim is removed, even with a token that still carries it', async () => {
    const email = 'claim-removed-admin@studio.test';
    const token = await signIn(email, 'password123', { admin: true });
    expect((await call('/api/bookings', { token })).status).toBe(200);
    const { uid } = await emulatorAuth().getUserByEmail(email);
    await emulatorAuth().setCustomUserClaims(uid, null);
    expect((await call('/api/bookings', { token })).status).toBe(403);
  });

  it('is refused with 401 once the account is disabled', async () => {
    const email = 'disabled-admin@studio.test';
    const token = await signIn(email, 'password123', { admin: true });
    const { uid } = await emulatorAuth().getUserByEmail(email);
    await emulatorAuth().updateUser(uid, { disabled: true });
    try {
      expect((await call('/api/bookings', { token })).status).toBe(401);
    } finally {
      await emulatorAuth().updateUser(uid, { disabled: false });
    }
  });

  it('is refused with 401 once its sessions are revoked', async () => {
    const email = 'revoked-admin@studio.test';
    const token = await signIn(email, 'password123', { admin: true });
    expect((await call('/api/bookings', { token })).status).toBe(200);
    // Revocation has one-second precision: a token from the same second would still count.
    await new Promise((r) => setTimeout(r, 1.1 * SECOND));
    const { uid } = await emulatorAuth().getUserByEmail(email);
    await emulatorAuth().revokeRefreshTokens(uid);
    expect((await call('/api/bookings', { token })).status).toBe(401);
  });
});
