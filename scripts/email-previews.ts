// `npm run emails:preview`: every email the functions write, rendered with sample data and the
// seed's studio details (emulator-data/site-content.json) into email-previews/ (not committed):
// <name>.html, <name>.txt (the plain-text part) and Chromium screenshots of the HTML on a phone
// (<name>-360.png) and a desktop (<name>-1024.png), for review without sending anything.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { studioSchema } from '../functions/src/domain/studio.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { booking, scheduledWorkshop, workshopType } from './lib/factories.ts';
import { ROOT } from './lib/run.ts';

const OUT = join(ROOT, 'email-previews');
const VIEWPORTS = [360, 1024];

// The local site's address (read when the templates load); no site needs to run: the browser
// is given the logo from web/public/images, and emails drop links that are not http(s).
process.env.SITE_URL ??= 'http://127.0.0.1:5000';
const t = await import('../functions/src/lib/mail/templates.ts');
const { LOGO_PATH } = await import('../functions/src/lib/mail/email-layout.tsx');
const { loadMailRendering } = await import('../functions/src/lib/mail/rendering.ts');
await loadMailRendering();

const seed = JSON.parse(readFileSync(join(ROOT, 'emulator-data/site-content.json'), 'utf8')) as {
  studio: unknown;
};
const studio = studioSchema.parse(seed.studio);
const site = process.env.SITE_URL;
const now = Date.now();
const giftVoucher = {
  code: '7KQ3-PXW2-9HMD',
  amount: 5000,
  balance: 5000,
  expiresAt: now + 365 * 24 * 3600 * 1000,
  createdAt: now,
  source: 'purchase' as const,
  recipientName: 'Rosa Martin',
  email: 'rosa@example.com',
  buyerName: 'Grace Hopper',
  message: 'Happy birthday, Rosa! Time you learnt to knit those socks.',
  ledger: [],
};
const type = workshopType({ name: 'Fair Isle Yoke Jumper', duration: '3hrs', price: '£45' });
const date = scheduledWorkshop(type, 12, { time: '2pm' });
const b = booking(date, type, {
  name: 'Grace Hopper',
  guests: 2,
  reference: '7K3Q-PXW2',
  experienceLevel: 'Beginner',
  experienceSkills: 'Scarves and a hat',
  newsletterSignup: true,
});
const previous = booking(scheduledWorkshop(type, 5, { time: '10am' }), type, {
  id: b.id,
  name: b.name,
  reference: b.reference,
});
const ctx = {
  studio,
  booking: b,
  paymentLink: 'https://pay.example.com/studio-two-places',
  manageUrl: `${site}/manage_booking/sample-token`,
  unsubscribeUrl: `${site}/newsletter_unsubscribe/sample-token`,
};
const course = {
  ...ctx,
  booking: { ...b, isCourse: true, courseDates: 4, courseInterval: 7, payed: true },
};
const waitlist = {
  studio,
  entry: { id: 'w-1', name: 'Ada Lovelace', email: 'ada@example.com', guests: 2 },
  date,
  workshopName: type.name,
  leaveUrl: `${site}/leave_waitlist/sample-token`,
  unsubscribeUrl: null,
};

const emails = {
  'booking-confirmation': t.confirmationMail(ctx, now),
  'booking-confirmation-course-paid': t.confirmationMail(course, now),
  'booking-notice': t.noticeMail(ctx),
  'booking-reminder': t.reminderMail(ctx, now),
  'booking-cancelled': t.cancellationMail({
    studio,
    booking: { ...b, payed: true },
    by: 'staff',
    reason: 'Our tutor is unwell; we are very sorry.',
    unsubscribeUrl: ctx.unsubscribeUrl,
  }),
  'booking-moved': t.movedMail({ ...ctx, previous }, now),
  'date-changed': t.dateChangedMail({ ...ctx, previous }, now),
  'visitor-change-notice': t.visitorChangeNotice(studio, b, 'moved', previous),
  'waitlist-joined': t.waitlistJoinedMail({ ...waitlist, position: 2 }),
  'waitlist-offer': t.waitlistOfferMail({
    ...waitlist,
    claimUrl: `${site}/claim_offer/sample-token`,
    expiresAt: now + 24 * 3_600_000,
    unitPrice: 12.5,
  }),
  'waitlist-offer-expired': t.waitlistOfferExpiredMail(waitlist),
  'newsletter-signup': t.newsletterConfirmMail(
    studio,
    b.email,
    `${site}/newsletter_confirm/sample-token`,
  ),
  'class-message': t.classMessageMail({
    studio,
    to: { email: b.email, name: b.name },
    about: `${type.name}, Saturday 9th January 2027, 3pm`,
    waiting: false,
    subject: 'Bring 5 mm needles',
    paragraphs: [
      'Please bring 5 mm needles on Saturday.',
      'The car park is closed; the bus stops outside.',
    ],
  }),
  'gift-voucher': t.voucherMail({
    studio,
    voucher: giftVoucher,
    to: 'rosa@example.com',
    toBuyer: false,
    printUrl: `${site}/gift_voucher/sample-token`,
  }),
};

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.route(`**${LOGO_PATH}`, (route) =>
    route.fulfill({ path: join(ROOT, 'web/public', LOGO_PATH) }),
  );
  for (const [name, mail] of Object.entries(emails)) {
    if (!mail) throw new Error(`${name}: not written with the sample data`);
    const html = join(OUT, `${name}.html`);
    writeFileSync(html, mail.message.html);
    writeFileSync(
      join(OUT, `${name}.txt`),
      `Subject: ${mail.message.subject}\n\n${mail.message.text}\n`,
    );
    for (const width of VIEWPORTS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(pathToFileURL(html).href);
      await page.screenshot({ path: join(OUT, `${name}-${width}.png`), fullPage: true });
    }
    console.log(`${name}: ${mail.message.subject}`);
  }
} finally {
  await browser.close();
}
console.log(`\n${Object.keys(emails).length} emails in ${OUT} (.html, .txt, -360.png, -1024.png)`);
