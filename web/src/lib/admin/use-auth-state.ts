import { useSyncExternalStore } from 'react';
import { getAuthState, onAuthState } from '../auth';

export function useAuthState() {
  return useSyncExternalStore(onAuthState, getAuthState);
}
