// `npm run emails:logo`: renders the site's logo (web/public/images/logo.svg) once to the PNG the
// emails show (web/public/images/logo-email.png, committed). Email clients do not show SVG
// reliably (Gmail drops it), so the emails carry a PNG at twice the size they display it
// (220 x 64), sharp on high-density screens. Run it again after changing the logo.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { EMAIL_COLOURS } from '../functions/src/lib/mail/email-layout.tsx';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { ROOT } from './lib/run.ts';

const WIDTH = 220;
const HEIGHT = 64;
const images = join(ROOT, 'web/public/images');
const svg = readFileSync(join(images, 'logo.svg'), 'utf8');

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 2,
  });
  // On the emails' card colour rather than transparent: dark-mode clients that invert a
  // transparent image's background would lose the dark lettering.
  await page.setContent(
    `<body style="margin:0;background:${EMAIL_COLOURS.surface}">` +
      svg.replace('<svg ', `<svg width="${WIDTH}" height="${HEIGHT}" `) +
      '</body>',
  );
  const out = join(images, 'logo-email.png');
  await page.screenshot({ path: out, clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
