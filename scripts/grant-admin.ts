import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { PROJECT_ID, stackEnv, stackPorts } from './lib/stack-config.ts';

// npm run grant-admin -- <email> [--project <id>]
// Without --project it targets the local Auth emulator; with one it uses your
// Application Default Credentials (gcloud auth application-default login).
const args = process.argv.slice(2);
const projectFlag = args.indexOf('--project');
const project = projectFlag >= 0 ? args[projectFlag + 1] : undefined;
const email = args.find((a, i) => !a.startsWith('--') && i !== projectFlag + 1);
if (!email) {
  console.error('Usage: npm run grant-admin -- <email> [--project <firebase-project-id>]');
  process.exit(2);
}
if (!project) {
  const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= stackEnv(
    stackPorts(offset),
  ).FIREBASE_AUTH_EMULATOR_HOST;
}
if (!getApps().length) initializeApp({ projectId: project ?? PROJECT_ID });
try {
  const user = await getAuth().getUserByEmail(email);
  await getAuth().setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  console.log(
    `${email} is now an admin of ${project ?? `${PROJECT_ID} (local emulator)`}. They must sign in again.`,
  );
  process.exit(0);
} catch (err) {
  console.error(`Could not grant admin to ${email}: ${(err as Error).message}`);
  process.exit(1);
}
