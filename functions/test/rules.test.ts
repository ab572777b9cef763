import { readFileSync } from 'node:fs';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { emulatorDb } from '../../scripts/lib/emulator.ts';
import { PROJECT_ID } from '../../scripts/lib/stack-config.ts';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../src/lib/collections.ts';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const DOC_ID = 'rules-test-doc';

let env: RulesTestEnvironment;

beforeAll(async () => {
  // Every refused request would otherwise print a PERMISSION_DENIED warning.
  setLogLevel('silent');
  const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules, host: host!, port: Number(port) },
  });
  // A document in every collection, so a read is refused by the rules, not answered "missing".
  const db = emulatorDb();
  await Promise.all(
    Object.values(COLLECTIONS).map((name) => db.collection(name).doc(DOC_ID).set({ probe: true })),
  );
});

afterAll(async () => {
  await env?.cleanup();
  const db = emulatorDb();
  await Promise.all(
    Object.values(COLLECTIONS).map((name) => db.collection(name).doc(DOC_ID).delete()),
  );
});

const clients: [string, () => RulesTestContext][] = [
  ['a visitor who is not signed in', () => env.unauthenticatedContext()],
  [
    'a signed-in user with the admin claim',
    () => env.authenticatedContext('admin-uid', { admin: true }),
  ],
];

describe.each(clients)('Firestore rules for %s', (_who, context) => {
  describe.each(Object.values(COLLECTIONS))('collection %s', (name) => {
    it('refuses reading one document', async () => {
      await assertFails(context().firestore().collection(name).doc(DOC_ID).get());
    });

    it('refuses listing the collection', async () => {
      await assertFails(context().firestore().collection(name).limit(1).get());
    });

    it('refuses creating a document', async () => {
      await assertFails(context().firestore().collection(name).add({ by: 'client' }));
    });

    it('refuses changing and deleting a document', async () => {
      const ref = context().firestore().collection(name).doc(DOC_ID);
      await assertFails(ref.set({ by: 'client' }));
      await assertFails(ref.update({ by: 'client' }));
      await assertFails(ref.delete());
    });
  });

  it('refuses the site content documents by name', async () => {
    for (const doc of Object.values(SITE_CONTENT_DOCS)) {
      await assertFails(context().firestore().collection(COLLECTIONS.siteContent).doc(doc).get());
    }
  });

  it('refuses a collection the app does not use', async () => {
    await assertFails(context().firestore().collection('anything_else').doc('x').set({ a: 1 }));
  });
});
