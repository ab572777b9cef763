import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { londonIsoDate } from '@domain/dates';
import { useLoadedStudio } from '../../../lib/studio';
import { useAnnouncement } from '../api/announcement';
import { shouldShowAnnouncement } from '../announcement-rules';
import { chooseConsent, closeConsent, removeEarlyConsent, useConsentState } from '../consent-state';
import { dismissAnnouncement, isAnnouncementDismissed } from '../consent-storage';
import { AnalyticsLoader } from './analytics-loader';

// The dialogs load when they are shown: most visits have made the choice and seen the notice,
// so their code stays out of the first view.
const CookieConsent = lazy(() =>
  import('./cookie-consent').then((m) => ({ default: m.CookieConsent })),
);
const AnnouncementDialog = lazy(() =>
  import('./visitor-announcement').then((m) => ({ default: m.VisitorAnnouncement })),
);

// First the cookie choice, then (once) the studio's announcement. Neither is part of the hydrated
// server render: both depend on what this browser has stored. (The server sends a copy of the
// cookie notice beside it, for the first paint: EarlyCookieConsent.)
export function SiteOverlays() {
  const { known, consent, reopened } = useConsentState();
  const studio = useLoadedStudio();
  const asking = known && !!studio && (!consent || reopened);
  // Not asking: the server's copy of the notice goes (when asking, the app's notice replaces it).
  useLayoutEffect(() => {
    if (known && !asking) removeEarlyConsent();
  }, [known, asking]);
  // Until the studio's details are known, so is not whether there is analytics to ask about.
  if (!known || !studio) return null;
  const analytics = <AnalyticsLoader measurementId={studio.analyticsId} on={consent === 'all'} />;
  if (asking) {
    return (
      <>
        {analytics}
        <Suspense>
          <CookieConsent
            analytics={studio.analyticsId !== ''}
            studioName={studio.name}
            onChoose={chooseConsent}
            onDismiss={consent ? closeConsent : undefined}
          />
        </Suspense>
      </>
    );
  }
  return (
    <>
      {analytics}
      <Announcement />
    </>
  );
}

/** Asks for the announcement only once the cookie choice is made; a failure shows nothing. */
function Announcement() {
  const query = useAnnouncement();
  const [closed, setClosed] = useState(false);
  const [today] = useState(() => londonIsoDate(Date.now()));
  const announcement = query.status === 'ready' ? query.data : undefined;
  const dismissed = closed || (announcement !== undefined && isAnnouncementDismissed(announcement));
  if (!shouldShowAnnouncement(announcement, today, dismissed)) return null;
  return (
    <Suspense>
      <AnnouncementDialog
        announcement={announcement}
        onClose={() => {
          dismissAnnouncement(announcement);
          setClosed(true);
        }}
      />
    </Suspense>
  );
}
