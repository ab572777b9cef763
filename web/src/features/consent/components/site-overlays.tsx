import { useState } from 'react';
import { londonIsoDate } from '@domain/dates';
import { useStudio } from '../../../lib/studio';
import { useAnnouncement } from '../api/announcement';
import { shouldShowAnnouncement } from '../announcement-rules';
import { chooseConsent, closeConsent, useConsentState } from '../consent-state';
import { dismissAnnouncement, isAnnouncementDismissed } from '../consent-storage';
import { AnalyticsLoader } from './analytics-loader';
import { AnnouncementDialog } from './announcement-dialog';
import { CookieConsent } from './cookie-consent';

// First the cookie choice, then (once) the studio's announcement. Neither is part of a server
// render: both depend on what this browser has stored.
export function SiteOverlays() {
  const { known, consent, reopened } = useConsentState();
  const studio = useStudio();
  if (!known) return null;
  const analytics = <AnalyticsLoader measurementId={studio.analyticsId} on={consent === 'all'} />;
  if (!consent || reopened) {
    return (
      <>
        {analytics}
        <CookieConsent
          analytics={studio.analyticsId !== ''}
          studioName={studio.name}
          onChoose={chooseConsent}
          onDismiss={consent ? closeConsent : undefined}
        />
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
    <AnnouncementDialog
      announcement={announcement}
      onClose={() => {
        dismissAnnouncement(announcement);
        setClosed(true);
      }}
    />
  );
}
