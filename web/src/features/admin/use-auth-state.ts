import { useSyncExternalStore } from 'react';
import { getAuthState, onAuthState } from '../../lib/auth';

export function useAuthState() {
  return useSyncExternalStore(onAuthState, getAuthState);
}
