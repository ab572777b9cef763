import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export function firebaseApp() {
  return getApps()[0] ?? initializeApp();
}

export function adminAuth() {
  return getAuth(firebaseApp());
}
