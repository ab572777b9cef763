import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  MonthlyMeet,
  MonthlyWorkshop,
  NewsItem,
  WorkshopType,
} from '../src/domain/model.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import { putDate, putType, readDoc } from '../../scripts/lib/emulator.ts';
import { adminToken, call } from './support/stack.ts';

// Staff edit, retire and delete what they published; each change is audit-logged.

let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const post = (path: string, json: unknown) => call(path, { method: 'POST', token, json });
const tag = () => randomUUID().slice(0, 6);

async function lastAudit(id: string): Promise<AuditEntry | undefined> {
  const res = await call(`/api/audit_log?target=${id}&limit=1`, { token });
  return (res.body as AuditEntry[])[0];
}

describe('news items', () => {
  it('are edited and deleted, with an audit entry for each change', async () => {
    const title = `Open day ${tag()}`;
    const created = await post('/api/add_homepage_news', {
      title,
      message: '<p>Come along</p>',
      day: '3rd',
      month: 'March',
    });
    expect(created.status).toBe(201);
    const item = created.body as NewsItem;
    expect(await lastAudit(item.id)).toMatchObject({ action: 'add_homepage_news', before: null });

    const edited = await post('/api/update_homepage_news', {
      id: item.id,
      title: `${title} (fixed)`,
      message: '<p>Come along<script>x()</script></p>',
      day: '4th',
      month: 'March',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: `${title} (fixed)`, message: '<p>Come along</p>' });
    expect(await lastAudit(item.id)).toMatchObject({
      action: 'update_homepage_news',
      before: { title },
      after: { title: `${title} (fixed)` },
    });
    const listed = (await call('/api/homepage_news_for_admin', { token })).body as NewsItem[];
    expect(listed.find((n) => n.id === item.id)?.title).toBe(`${title} (fixed)`);

    expect((await post('/api/delete_homepage_news', { id: item.id })).status).toBe(200);
    expect(await readDoc(COLLECTIONS.news, item.id)).toBeUndefined();
    expect(await lastAudit(item.id)).toMatchObject({ action: 'delete_homepage_news', after: null });
    expect((await post('/api/delete_homepage_news', { id: item.id })).status).toBe(404);
  });

  it('refuses an edit that fails the form’s rules, changing nothing', async () => {
    const { body: item } = await post('/api/add_homepage_news', {
      title: `Keep ${tag()}`,
      message: '<p>Text</p>',
      day: '1st',
      month: 'May',
    });
    const res = await post('/api/update_homepage_news', {
      id: item.id,
      title: '',
      message: '<p>Text</p>',
      day: '1st',
      month: 'May',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('title');
    expect(await readDoc(COLLECTIONS.news, item.id)).toEqual(item);
  });
});

describe.each([
  ['granny_square_monthly', COLLECTIONS.grannySquareMonthly],
  ['crochet_a_bouquet', COLLECTIONS.crochetABouquet],
  ['yarn_and_yarn', COLLECTIONS.yarnAndYarn],
])('%s', (name, collection) => {
  it('is added, edited, retired and deleted', async () => {
    const added = await post(`/api/add_${name}`, { name: `Design ${tag()}`, month: 'June' });
    expect(added.status).toBe(201);
    const month = added.body as MonthlyWorkshop;

    const retired = await post(`/api/update_${name}`, {
      ...month,
      description: 'Now with pictures',
      active: false,
    });
    expect(retired.status).toBe(200);
    expect(await readDoc<MonthlyWorkshop>(collection, month.id)).toMatchObject({
      active: false,
      description: 'Now with pictures',
    });
    const all = (await call(`/api/${name}_for_admin`, { token })).body as MonthlyWorkshop[];
    expect(all.find((m) => m.id === month.id)?.active).toBe(false);

    expect((await post(`/api/delete_${name}`, { id: month.id })).status).toBe(200);
    expect(await readDoc(collection, month.id)).toBeUndefined();
    expect((await post(`/api/update_${name}`, { ...month })).status).toBe(404);
  });
});

describe('monthly meets', () => {
  it('are added, edited and deleted', async () => {
    const name = `Sock Circle ${tag()}`;
    const added = await post('/api/add_monthly_meet', { name, schedule: 'Every Friday, 7pm' });
    expect(added.status).toBe(201);
    const meet = added.body as MonthlyMeet;
    expect(meet).toMatchObject({ active: true, image: '/images/placeholder.svg' });
    expect((await post('/api/add_monthly_meet', { name, schedule: 'Again' })).status).toBe(409);

    const edited = await post('/api/update_monthly_meet', { ...meet, active: false });
    expect(edited.status).toBe(200);
    const publicMeets = (await call('/api/monthly_meets')).body as MonthlyMeet[];
    expect(publicMeets.map((m) => m.id)).not.toContain(meet.id);

    expect((await post('/api/delete_monthly_meet', { id: meet.id })).status).toBe(200);
    expect(await readDoc(COLLECTIONS.monthlyMeets, meet.id)).toBeUndefined();
  });
});

describe('POST /api/delete_workshop_type', () => {
  let type: WorkshopType;

  beforeAll(async () => {
    type = await putType({ name: `Deletable ${tag()}` });
  });

  it('is refused while a future date has a booking; retiring stays possible', async () => {
    const date = await putDate(type, 10);
    const booked = await post('/api/add_new_other_method_booking', {
      shouldSendEmail: false,
      shouldUpdateGuestSlots: true,
      booking: {
        id: randomUUID(),
        scheduled_workshop_id: date.id,
        guests: 1,
        name: 'Booked Betty',
        contactNumber: '07700 900123',
      },
    });
    expect(booked.status).toBe(201);
    const res = await post('/api/delete_workshop_type', { id: type.id });
    expect(res.status).toBe(409);
    expect(await readDoc(COLLECTIONS.workshopTypes, type.id)).toBeDefined();

    await post('/api/cancel_booking', { id: booked.body.id, notify: false });
    const deleted = await post('/api/delete_workshop_type', { id: type.id });
    expect(deleted.status).toBe(200);
    expect(await readDoc(COLLECTIONS.workshopTypes, type.id)).toBeUndefined();
    // Its future dates, without bookings now, go with it.
    expect(await readDoc(COLLECTIONS.scheduledWorkshops, date.id)).toBeUndefined();
    expect((await post('/api/delete_workshop_type', { id: type.id })).status).toBe(404);
  });
});
