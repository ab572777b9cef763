import { beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledWorkshop, WorkshopType } from '../src/domain/model.js';
import { CACHE_FRESH } from '../src/lib/cache.js';
import { clearFirestore, emulatorDb, putDate, putType } from '../../scripts/lib/emulator.ts';
import { COLLECTIONS } from '../src/lib/collections.js';
import { call } from './support/stack.ts';

type WithSessions = WorkshopType & { sessions: ScheduledWorkshop[] };

const ids = (list: { id: string }[]) => list.map((x) => x.id);

const cardOf = ({
  id,
  name,
  image,
  level,
  isCourse,
  comingSoon,
  description,
  price,
  duration,
  craftType,
}: WorkshopType) => ({
  id,
  name,
  image,
  level,
  isCourse,
  comingSoon,
  description,
  price,
  duration,
  craftType,
});

describe('the workshop catalogue', () => {
  let crochet: WorkshopType;
  let knitting: WorkshopType;
  let noDates: WorkshopType;
  let hidden: WorkshopType;
  let offMenu: WorkshopType;
  let soon: ScheduledWorkshop;
  let later: ScheduledWorkshop;
  let past: ScheduledWorkshop;
  let knittingDate: ScheduledWorkshop;
  let hiddenDate: ScheduledWorkshop;
  let offMenuDate: ScheduledWorkshop;

  beforeAll(async () => {
    await clearFirestore();
    crochet = await putType({
      id: 'crochet-basics',
      name: 'Crochet Basics',
      price: '£35',
      showOnHomePage: true,
    });
    knitting = await putType({
      id: 'knitting-basics',
      name: 'Aran Knitting',
      showOnHomePage: true,
    });
    noDates = await putType({ id: 'no-dates', name: 'Brioche', showOnHomePage: true });
    hidden = await putType({ id: 'retired', name: 'Retired', active: false, showOnHomePage: true });
    offMenu = await putType({ id: 'off-home', name: 'Macrame', showOnHomePage: false });
    later = await putDate(crochet, 30);
    soon = await putDate(crochet, 3, { guests: 6, guest_slots_remaining: 0, is_available: false });
    past = await putDate(crochet, -3);
    knittingDate = await putDate(knitting, 10);
    hiddenDate = await putDate(hidden, 5);
    offMenuDate = await putDate(offMenu, 1);
  });

  describe('GET /api/workshop_types', () => {
    it('lists active types by name, each with its future dates soonest first', async () => {
      const res = await call('/api/workshop_types');
      expect(res.status).toBe(200);
      const types = res.body as WithSessions[];
      expect(ids(types)).toEqual([knitting.id, noDates.id, crochet.id, offMenu.id]);
      const byId = new Map(types.map((t) => [t.id, t]));
      expect(ids(byId.get(crochet.id)!.sessions)).toEqual([soon.id, later.id]);
      expect(byId.get(crochet.id)!.sessions[0]).toEqual(soon);
      expect(byId.get(noDates.id)!.sessions).toEqual([]);
      expect(byId.get(crochet.id)).toMatchObject({ name: 'Crochet Basics', price: '£35' });
      expect(JSON.stringify(types)).not.toContain(past.id);
    });

    it('is cached only briefly because it carries places left', async () => {
      const res = await call('/api/workshop_types');
      expect(res.headers.get('cache-control')).toBe(CACHE_FRESH);
    });

    it('reads only the documents it answers with', async () => {
      const res = await call('/api/workshop_types');
      const types = res.body as WithSessions[];
      const documents = types.length + types.reduce((n, t) => n + t.sessions.length, 0);
      expect(Number(res.headers.get('x-firestore-reads'))).toBe(documents);
    });
  });

  describe('GET /api/workshop_types/:id', () => {
    it('answers one active type with its future dates', async () => {
      const res = await call(`/api/workshop_types/${crochet.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...crochet, sessions: [soon, later] });
      expect(res.headers.get('cache-control')).toBe(CACHE_FRESH);
      expect(res.headers.get('x-firestore-reads')).toBe('3');
    });

    it('answers 404 for an inactive, unknown or malformed id', async () => {
      for (const id of [hidden.id, 'no-such-type', 'bad%20id', 'a.b']) {
        const res = await call(`/api/workshop_types/${id}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'Sorry, we could not find that workshop' });
        expect(res.headers.get('cache-control')).toBe('private, no-store');
      }
    });
  });

  describe('GET /api/upcoming_workshops', () => {
    it('lists home-page types that have a future date, soonest next date first', async () => {
      const res = await call('/api/upcoming_workshops');
      expect(res.status).toBe(200);
      const types = res.body as WithSessions[];
      expect(ids(types)).toEqual([crochet.id, knitting.id]);
      expect(ids(types[1]!.sessions)).toEqual([knittingDate.id]);
      expect(res.headers.get('cache-control')).toBe(CACHE_FRESH);
    });

    it("carries only what a card shows: the card's fields and the next date alone", async () => {
      const types = (await call('/api/upcoming_workshops')).body as WithSessions[];
      expect(types[0]).toEqual({ ...cardOf(crochet), sessions: [soon] });
    });
  });

  describe('GET /api/menu_workshops', () => {
    it("lists the cards of active types on the menu, by name, with no dates and only the card's fields", async () => {
      const res = await call('/api/menu_workshops');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([knitting, noDates, crochet, offMenu].map(cardOf));
      expect(res.headers.get('cache-control')).toBe(CACHE_FRESH);
      // the active types only, no dates
      expect(res.headers.get('x-firestore-reads')).toBe('4');
    });

    it('leaves out a type taken off the menu', async () => {
      const aside = await putType({ id: 'not-on-menu', name: 'Aside', showOnWorkshopMenu: false });
      const res = await call('/api/menu_workshops');
      expect(ids(res.body as WorkshopType[])).not.toContain(aside.id);
      expect(ids((await call('/api/workshop_types')).body as WorkshopType[])).toContain(aside.id);
      await emulatorDb().collection(COLLECTIONS.workshopTypes).doc(aside.id).delete();
    });
  });

  describe('GET /api/scheduled_workshops', () => {
    it('lists every future bookable date soonest first, with places left and availability', async () => {
      const res = await call('/api/scheduled_workshops');
      expect(res.status).toBe(200);
      const dates = res.body as ScheduledWorkshop[];
      // The retired type's date is not bookable, so it is not listed.
      expect(ids(dates)).toEqual([offMenuDate.id, soon.id, knittingDate.id, later.id]);
      expect(ids(dates)).not.toContain(hiddenDate.id);
      expect(dates[1]).toMatchObject({ guest_slots_remaining: 0, is_available: false });
      expect(res.headers.get('cache-control')).toBe(CACHE_FRESH);
    });

    it("lists one type's future dates", async () => {
      const res = await call(`/api/scheduled_workshops/${crochet.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([soon, later]);
      // the type (is it bookable?) and its two dates
      expect(res.headers.get('x-firestore-reads')).toBe('3');
    });

    it('answers an empty list for a known type without dates, 404 for an unknown type', async () => {
      const empty = await call(`/api/scheduled_workshops/${noDates.id}`);
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual([]);
      const unknown = await call('/api/scheduled_workshops/no-such-type');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ error: expect.any(String) });
    });
  });

  it('answers writes to read-only paths with 404 JSON', async () => {
    const res = await call('/api/workshop_types', { method: 'POST', json: {} });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});
