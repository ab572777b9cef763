import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bootScript } from './boot-script';

const firebaseJson = JSON.parse(
  readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
) as { hosting: { headers: { headers: { key: string; value: string }[] }[] } };

const policy = firebaseJson.hosting.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key === 'Content-Security-Policy')!.value;

describe('the boot script', () => {
  it("is allowed by the site's Content-Security-Policy by its hash (update firebase.json when it changes)", () => {
    const hash = createHash('sha256').update(bootScript).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1]!.split(' ');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('is plain script the browser runs as written (no module syntax, no build step)', () => {
    expect(bootScript).not.toMatch(/\bimport\b|\bexport\b|=>|\bconst\b|\blet\b/);
    expect(() => new Function(bootScript)).not.toThrow();
  });
});
