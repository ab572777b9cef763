import { beforeAll, describe, expect, it } from 'vitest';
import { clearFirestore, emulatorDb, put } from '../../scripts/lib/emulator.ts';
import { daysFrom, monthlyMeet, monthlyWorkshop, newsItem } from '../../scripts/lib/factories.ts';
import type { MonthlyWorkshop } from '../src/domain/model.js';
import { HOME_PAGE_NEWS_LIMIT } from '../src/features/news/news.service.js';
import { CACHE_PUBLIC } from '../src/lib/cache.js';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../src/lib/collections.js';
import { call } from './support/stack.ts';

const monthly = (id: string, offset: number, overrides: Partial<MonthlyWorkshop> = {}) =>
  monthlyWorkshop({ id, name: id, ...overrides }, offset);

const ids = (list: { id: string }[]) => list.map((x) => x.id);

async function expectPublic(path: string) {
  const res = await call(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe(CACHE_PUBLIC);
  return res;
}

describe('site content and monthly pages', () => {
  beforeAll(async () => {
    await clearFirestore();
  });

  describe('monthly meets', () => {
    it('lists the active meets by name', async () => {
      const meet = (id: string, name: string, active: boolean) => monthlyMeet({ id, name, active });
      await put(COLLECTIONS.monthlyMeets, meet('m1', 'Knit and Natter', true));
      await put(COLLECTIONS.monthlyMeets, meet('m2', 'Crochet Club', true));
      await put(COLLECTIONS.monthlyMeets, meet('m3', 'Paused', false));
      const res = await expectPublic('/api/monthly_meets');
      expect(ids(res.body)).toEqual(['m2', 'm1']);
    });
  });

  describe('crochet a bouquet', () => {
    beforeAll(async () => {
      await put(COLLECTIONS.crochetABouquet, monthly('cab-last', -1));
      await put(COLLECTIONS.crochetABouquet, monthly('cab-now', 0));
      await put(COLLECTIONS.crochetABouquet, monthly('cab-next', 1));
      await put(COLLECTIONS.crochetABouquet, monthly('cab-later', 2));
      await put(COLLECTIONS.crochetABouquet, monthly('cab-off', 1, { active: false }));
    });

    it("lists this month's and next month's active bouquet, reading only those", async () => {
      const res = await expectPublic('/api/crochet_a_bouquet');
      expect(ids(res.body)).toEqual(['cab-now', 'cab-next']);
      expect(res.headers.get('x-firestore-reads')).toBe('2');
    });

    it('answers now and next', async () => {
      const res = await expectPublic('/api/cab_now_next');
      expect(res.body.now.id).toBe('cab-now');
      expect(res.body.next.id).toBe('cab-next');
    });
  });

  describe('granny square monthly', () => {
    it('lists the active squares from this month on, in month order', async () => {
      await put(COLLECTIONS.grannySquareMonthly, monthly('gs-last', -1));
      await put(COLLECTIONS.grannySquareMonthly, monthly('gs-plus-13', 13));
      await put(COLLECTIONS.grannySquareMonthly, monthly('gs-now', 0));
      await put(COLLECTIONS.grannySquareMonthly, monthly('gs-plus-2', 2));
      await put(COLLECTIONS.grannySquareMonthly, monthly('gs-off', 1, { active: false }));
      const res = await expectPublic('/api/granny_square_monthly');
      expect(ids(res.body)).toEqual(['gs-now', 'gs-plus-2', 'gs-plus-13']);
      expect(res.headers.get('x-firestore-reads')).toBe('3');
    });
  });

  describe('yarn and yarn', () => {
    it('answers no next evening when there is none', async () => {
      const res = await expectPublic('/api/next_yarn_and_yarn');
      expect(res.body).toEqual({ next: null });
      expect((await expectPublic('/api/yarn_and_yarn')).body).toEqual([]);
    });

    it('lists the evenings from this month on and names the next one', async () => {
      await put(COLLECTIONS.yarnAndYarn, monthly('yy-last', -1));
      await put(COLLECTIONS.yarnAndYarn, monthly('yy-next', 1, { workshop_type: 'yarn-and-yarn' }));
      await put(COLLECTIONS.yarnAndYarn, monthly('yy-later', 3));
      const list = await expectPublic('/api/yarn_and_yarn');
      expect(ids(list.body)).toEqual(['yy-next', 'yy-later']);
      const next = await expectPublic('/api/next_yarn_and_yarn');
      expect(next.body.next).toMatchObject({ id: 'yy-next', workshop_type: 'yarn-and-yarn' });
    });
  });

  describe('home page news', () => {
    it('lists the newest items first with their HTML sanitised', async () => {
      const item = (id: string, daysAgo: number, message: string) =>
        newsItem({ id, title: id, message, date: daysFrom(-daysAgo) });
      await put(COLLECTIONS.news, item('old', 30, '<p>old</p>'));
      await put(
        COLLECTIONS.news,
        item(
          'new',
          1,
          '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x">a</a></p>',
        ),
      );
      await put(COLLECTIONS.news, item('mid', 10, '<p><strong>mid</strong></p>'));
      const res = await expectPublic('/api/homepage_news');
      expect(ids(res.body)).toEqual(['new', 'mid', 'old']);
      const message = res.body[0].message as string;
      expect(message).not.toMatch(/script|onclick|javascript/);
      expect(message).toContain('Hi');
      expect(res.body[1].message).toBe('<p><strong>mid</strong></p>');
    });

    it(`sends at most ${HOME_PAGE_NEWS_LIMIT} items`, async () => {
      for (let i = 0; i < HOME_PAGE_NEWS_LIMIT + 2; i++) {
        await emulatorDb()
          .collection(COLLECTIONS.news)
          .doc(`bulk-${i}`)
          .set({ title: 't', message: '', date: i, button: false });
      }
      const res = await expectPublic('/api/homepage_news');
      expect(res.body).toHaveLength(HOME_PAGE_NEWS_LIMIT);
      expect(res.headers.get('x-firestore-reads')).toBe(String(HOME_PAGE_NEWS_LIMIT));
    });
  });

  describe('site content', () => {
    const announcements = () => emulatorDb().collection(COLLECTIONS.siteContent);

    it('answers an inactive empty announcement before one is written', async () => {
      const res = await expectPublic('/api/site_content/announcement');
      expect(res.body).toEqual({ title: '', message: '', expiresOn: '', active: false });
    });

    it('answers the stored announcement', async () => {
      const announcement = {
        title: "We're Moving",
        message: 'New loft',
        expiresOn: '2031-01-31',
        active: true,
      };
      await announcements()
        .doc(SITE_CONTENT_DOCS.announcement)
        .set({ ...announcement, extra: 1 });
      const res = await expectPublic('/api/site_content/announcement');
      expect(res.body).toEqual(announcement);
    });

    it('answers the payment links per guest count', async () => {
      expect((await expectPublic('/api/site_content/payment_links')).body).toEqual({ links: {} });
      const links = { '1': 'https://pay.example.com/1', '4': 'https://pay.example.com/4' };
      await announcements().doc(SITE_CONTENT_DOCS.paymentLinks).set({ links });
      expect((await expectPublic('/api/site_content/payment_links')).body).toEqual({ links });
    });
  });
});
