import { useState } from 'react';
import { londonIsoDate } from '@domain/dates';
import { useHydrated } from '../../../lib/use-hydrated';
import { useAnnouncement } from '../api/announcement';
import { shouldShowAnnouncement } from '../announcement-rules';
import {
  type Consent,
  dismissAnnouncement,
  isAnnouncementDismissed,
  readConsent,
  saveConsent,
} from '../consent-storage';
import { AnnouncementDialog } from './announcement-dialog';
import { CookieConsent } from './cookie-consent';

// First the cookie choice, then (once) the studio's announcement. Both depend on what this browser
// stored, so they render once the page is live, never into the server's HTML.
export function SiteOverlays() {
  return useHydrated() ? <Overlays /> : null;
}

function Overlays() {
  const [consent, setConsent] = useState<Consent | undefined>(readConsent);
  if (!consent) {
    return (
      <CookieConsent
        onChoose={(choice) => {
          saveConsent(choice);
          setConsent(choice);
        }}
      />
    );
  }
  return <Announcement />;
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
