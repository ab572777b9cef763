import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { hydrateQueryCache } from './lib/query-cache';
import { isMobileUserAgent } from './lib/user-agent';
import './styles/index.css';

declare global {
  interface Window {
    /** The data of a server-rendered page, by query key (not set while pages render here only). */
    __INITIAL_DATA__?: Record<string, unknown>;
  }
}

hydrateQueryCache(window.__INITIAL_DATA__);
if (isMobileUserAgent()) document.documentElement.classList.add('ua-mobile');

// A transition lets React render the first view in slices instead of one long task, so a slow
// phone stays responsive while the page starts.
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  ),
);
