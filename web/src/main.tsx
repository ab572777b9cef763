import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { hydrateQueryCache } from './lib/query-cache';
import { readServerData, setRenderedAt } from './lib/server-render';
import { isMobileUserAgent } from './lib/user-agent';
import { APP_STARTED_ATTRIBUTE } from './lib/early-taps';
import './styles/index.css';

// A server-rendered page carries its data block: the browser takes the HTML over (hydrates) with
// the same data and clock; the client-rendered shell (staff pages, a failed render) has none.
const server = readServerData();
hydrateQueryCache(server?.queries);
setRenderedAt(server?.renderedAt);
if (isMobileUserAgent()) document.documentElement.classList.add('ua-mobile');

const app = (
  <StrictMode>
    <AppRouter />
  </StrictMode>
);
const container = document.getElementById('root')!;
// From here React answers every tap (it hydrates at once what is tapped); the page's inline
// script, which answered them until now, stops.
document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
// A transition lets React render the first view in slices instead of one long task, so a slow
// phone stays responsive while the page starts.
startTransition(() => {
  if (server) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
