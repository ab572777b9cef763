import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../src/domain/model.ts';
import { STUDIO_MESSAGES } from '../src/domain/studio.ts';
import { EMPTY_STUDIO, type StudioDetails } from '../src/domain/studio-details.ts';
import { getStudio, updateStudio } from '../src/features/content/content.service.ts';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../src/lib/collections.ts';
import { withReadScope } from '../src/lib/read-counter.ts';
import { emulatorDb, readDoc } from '../../scripts/lib/emulator.ts';
import { adminToken, call } from './support/stack.ts';

// The studio's own details are site content (docs/product.md#site-content): a public read,
// an admin write validated with the form's schema and audit-logged.

let token: string;
const doc = () => emulatorDb().collection(COLLECTIONS.siteContent).doc(SITE_CONTENT_DOCS.studio);
let seeded: FirebaseFirestore.DocumentData | undefined;

beforeAll(async () => {
  token = await adminToken();
  seeded = (await doc().get()).data();
});

afterAll(async () => {
  await (seeded ? doc().set(seeded) : doc().delete());
});

const put = (json: unknown) => call('/api/site_content/studio', { method: 'PUT', token, json });

const studio: StudioDetails = {
  name: 'Purl & Loop',
  tagline: 'Stitching together since 2019',
  addressLines: ['Unit 4, Mill Yard', 'Todmorden', 'OL14 5AA'],
  email: 'hello@purl-and-loop.example',
  phone: '0161 496 0000',
  openingHours: 'Wednesday to Sunday, 10am to 4pm',
  mapUrl: 'https://www.openstreetmap.org/#map=18/53.71/-2.09',
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/purlandloop' },
    { name: 'Ravelry', url: 'https://www.ravelry.com/groups/purl-and-loop' },
  ],
  senderName: 'Purl & Loop bookings',
  analyticsId: 'G-PURL123456',
};

describe('GET /api/site_content/studio', () => {
  it('answers every field, empty ones included, to anyone, cacheable', async () => {
    await doc().set({ name: 'Only a name' });
    const res = await call('/api/site_content/studio');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...EMPTY_STUDIO, name: 'Only a name' });
    expect(res.headers.get('cache-control')).toContain('public');
  });
});

describe('PUT /api/site_content/studio', () => {
  it('stores the details, the public read shows them at once, and the change is audit-logged', async () => {
    const res = await put({ ...studio, analyticsId: ' g-purl123456 ', extra: '<script>' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(studio);
    expect(await readDoc(COLLECTIONS.siteContent, SITE_CONTENT_DOCS.studio)).toEqual(studio);
    expect((await call('/api/site_content/studio')).body).toEqual(studio);

    const log = await call(`/api/audit_log?target=${COLLECTIONS.siteContent}/studio&limit=1`, {
      token,
    });
    const [entry] = log.body as AuditEntry[];
    expect(entry).toMatchObject({ action: 'update_studio_details' });
  });

  it("answers 400 with each field's message for bad values and keeps the stored details", async () => {
    await put(studio);
    const res = await put({
      ...studio,
      name: ' ',
      email: 'not-an-email',
      phone: 'call us',
      mapUrl: 'http://maps.example',
      social: [{ name: 'Instagram', url: 'javascript:alert(1)' }],
      analyticsId: 'UA-12345-1',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      name: STUDIO_MESSAGES.name,
      email: STUDIO_MESSAGES.email,
      phone: STUDIO_MESSAGES.phone,
      mapUrl: STUDIO_MESSAGES.url,
      url: STUDIO_MESSAGES.url,
      analyticsId: STUDIO_MESSAGES.analyticsId,
    });
    expect(await readDoc(COLLECTIONS.siteContent, SITE_CONTENT_DOCS.studio)).toEqual(studio);
  });

  it('accepts empty optional fields, which the site then leaves out', async () => {
    const bare = { ...EMPTY_STUDIO, name: 'Bare Studio' };
    const res = await put(bare);
    expect(res.status).toBe(200);
    expect((await call('/api/site_content/studio')).body).toEqual(bare);
  });

  it('refuses a visitor without a staff token', async () => {
    const res = await call('/api/site_content/studio', { method: 'PUT', json: studio });
    expect(res.status).toBe(401);
  });
});

describe("the studio's details as the changes that write email read them", () => {
  const MAX_AGE_S = 60;
  const actor = { uid: 'staff-1', email: 'staff@studio.test' };
  const readsOf = <T>(work: () => Promise<T>) =>
    withReadScope(async (reads) => ({ value: await work(), reads: reads() }));

  afterEach(() => {
    delete process.env.SITE_SETTINGS_MAX_AGE_SECONDS;
    vi.useRealTimers();
  });

  it('reuses what the instance read for the max age, and shows its own save at once', async () => {
    process.env.SITE_SETTINGS_MAX_AGE_SECONDS = String(MAX_AGE_S);
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    await updateStudio({ ...studio, phone: '0161 000 0001' }, actor);
    expect(await readsOf(getStudio)).toEqual({
      value: { ...studio, phone: '0161 000 0001' },
      reads: 1,
    });

    // Saved on another instance: this one shows it once its copy is older than the max age.
    await doc().set({ ...studio, phone: '0161 000 0002' });
    vi.setSystemTime(t0 + MAX_AGE_S * 1000 - 1);
    expect(await readsOf(getStudio)).toEqual({
      value: { ...studio, phone: '0161 000 0001' },
      reads: 0,
    });
    vi.setSystemTime(t0 + MAX_AGE_S * 1000);
    expect(await readsOf(getStudio)).toEqual({
      value: { ...studio, phone: '0161 000 0002' },
      reads: 1,
    });

    // Saved on this instance: the next read is fresh.
    await updateStudio({ ...studio, phone: '0161 000 0003' }, actor);
    expect((await readsOf(getStudio)).value.phone).toBe('0161 000 0003');
  });

  it('reads them afresh every time with a max age of 0 (the local stack)', async () => {
    process.env.SITE_SETTINGS_MAX_AGE_SECONDS = '0';
    await doc().set({ ...studio, phone: '0161 000 0004' });
    expect((await readsOf(getStudio)).value.phone).toBe('0161 000 0004');
    await doc().set({ ...studio, phone: '0161 000 0005' });
    expect(await readsOf(getStudio)).toMatchObject({ value: { phone: '0161 000 0005' }, reads: 1 });
  });
});
