import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentsOf, putType, readDoc } from '../../scripts/lib/emulator.ts';
import { workshopType } from '../../scripts/lib/factories.ts';
import { WORKSHOP_TYPE_MESSAGES } from '../src/domain/admin-workshop-type.ts';
import type { WorkshopType } from '../src/domain/model.ts';
import { COLLECTIONS } from '../src/lib/collections.ts';
import { adminToken, call } from './support/stack.ts';

let token: string;
const tag = randomUUID().slice(0, 6);

beforeAll(async () => {
  token = await adminToken();
});

const readType = (id: string) => readDoc<WorkshopType>(COLLECTIONS.workshopTypes, id);

describe('GET /api/workshop_types_for_admin', () => {
  it('lists every workshop type, inactive ones too, sorted by name', async () => {
    const [inactive, first] = await Promise.all([
      putType({ id: `zz-inactive-${tag}`, name: `zz Inactive ${tag}`, active: false }),
      putType({ id: `aa-first-${tag}`, name: `AA First ${tag}` }),
    ]);
    const res = await call('/api/workshop_types_for_admin', { token });
    expect(res.status).toBe(200);
    const list = res.body as WorkshopType[];
    const ids = list.map((t) => t.id);
    expect(ids).toContain(inactive.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(inactive.id));
    const names = list.map((t) => t.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })),
    );
    expect(list.find((t) => t.id === inactive.id)).toEqual(inactive);
  });
});

describe('POST /api/add_new_workshop_type', () => {
  it('creates a type with the defaults, an id from its name and a server-side priceForTotal', async () => {
    const name = `Tunisian Crochet ${tag}`;
    const res = await call('/api/add_new_workshop_type', {
      method: 'POST',
      token,
      json: { name, priceForTotal: 0, isAdmin: true, timestamp: 1 },
    });
    expect(res.status).toBe(201);
    const id = `tunisian-crochet-${tag}`;
    expect(res.body).toMatchObject({
      id,
      name,
      level: 'Novice',
      price: '£15',
      priceForTotal: 15,
      duration: '2hrs',
      active: true,
    });
    expect(res.body.timestamp).toBeGreaterThan(Date.now() - 60_000);
    const stored = await readType(id);
    expect(stored).toEqual(res.body);
    expect(stored).not.toHaveProperty('isAdmin');
  });

  it('keeps the values sent and derives priceForTotal from the price', async () => {
    const res = await call('/api/add_new_workshop_type', {
      method: 'POST',
      token,
      json: {
        id: `socks-${tag}`,
        name: 'Socks',
        price: '42.5',
        level: 'Advanced',
        duration: '3hrs',
        craftType: 'Knitting',
        isCourse: true,
        courseDates: 4,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: `socks-${tag}`,
      price: '£42.50',
      priceForTotal: 42.5,
      level: 'Advanced',
      craftType: 'Knitting',
      isCourse: true,
      courseDates: 4,
    });
  });

  it('answers 409 for an id that exists and leaves the stored type alone', async () => {
    const existing = await putType({ id: `taken-${tag}`, name: 'Taken' });
    const res = await call('/api/add_new_workshop_type', {
      method: 'POST',
      token,
      json: { id: existing.id, name: 'Impostor', price: '£1' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/already exists/);
    expect(await readType(existing.id)).toEqual(existing);
  });

  it('answers 400 with field messages and writes nothing for bad input', async () => {
    const before = await contentsOf(COLLECTIONS.workshopTypes);
    const res = await call('/api/add_new_workshop_type', {
      method: 'POST',
      token,
      json: { name: '', price: 'cheap', level: 'Wizard', courseDates: -1, id: 'a/b' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      name: WORKSHOP_TYPE_MESSAGES.name,
      price: expect.any(String),
      level: expect.any(String),
      courseDates: WORKSHOP_TYPE_MESSAGES.courseDates,
      id: expect.any(String),
    });
    expect(await contentsOf(COLLECTIONS.workshopTypes)).toEqual(before);
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    const res = await call('/api/add_new_workshop_type', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: '[1, 2',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|node_modules/);
  });
});

describe('PUT /api/update_workshop_type', () => {
  it('replaces the editable fields, recomputes priceForTotal and keeps when it was made', async () => {
    const stored = await putType({
      id: `edit-${tag}`,
      name: 'Before',
      price: '£20',
      priceForTotal: 20,
      timestamp: 1_700_000_000_000,
      month: 'November',
      year: '2023',
    });
    const { priceForTotal: _p, timestamp: _t, month: _m, year: _y, ...editable } = stored;
    const res = await call('/api/update_workshop_type', {
      method: 'PUT',
      token,
      json: {
        ...editable,
        name: 'After',
        price: '£27.50',
        active: false,
        priceForTotal: 1,
        timestamp: 5,
        year: '1999',
        extra: 'dropped',
      },
    });
    expect(res.status).toBe(200);
    const expected = {
      ...stored,
      name: 'After',
      price: '£27.50',
      priceForTotal: 27.5,
      active: false,
    };
    expect(res.body).toEqual(expected);
    expect(await readType(stored.id)).toEqual(expected);
  });

  it('answers 400 for a partial object and writes nothing', async () => {
    const stored = await putType({ id: `partial-${tag}` });
    const res = await call('/api/update_workshop_type', {
      method: 'PUT',
      token,
      json: { id: stored.id, name: 'Only a name' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(
      expect.arrayContaining(['level', 'price', 'craftType', 'active', 'dates']),
    );
    expect(await readType(stored.id)).toEqual(stored);
  });

  it('answers 404 for an unknown id and creates nothing', async () => {
    const {
      priceForTotal: _p,
      timestamp: _t,
      month: _m,
      year: _y,
      ...editable
    } = workshopType({
      id: `missing-${tag}`,
    });
    const res = await call('/api/update_workshop_type', { method: 'PUT', token, json: editable });
    expect(res.status).toBe(404);
    expect(await readType(`missing-${tag}`)).toBeUndefined();
  });
});
