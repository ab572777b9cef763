import { useEffect, useState } from 'react';
import type { Announcement } from '@domain/model';
import { load } from '../../../components/use-api';
import { londonIsoDate } from '@domain/dates';
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

// First the cookie choice, then (once) the studio's announcement.
export function SiteOverlays() {
  const [consent, setConsent] = useState<Consent | undefined>(readConsent);
  const [announcement, setAnnouncement] = useState<Announcement>();

  useEffect(() => {
    if (!consent) return;
    let live = true;
    load<Announcement>('site_content/announcement').then(
      (a) => {
        if (
          live &&
          shouldShowAnnouncement(a, londonIsoDate(Date.now()), isAnnouncementDismissed(a))
        ) {
          setAnnouncement(a);
        }
      },
      (error: unknown) => console.warn('The announcement could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [consent]);

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
  if (!announcement) return null;
  return (
    <AnnouncementDialog
      announcement={announcement}
      onClose={() => {
        dismissAnnouncement(announcement);
        setAnnouncement(undefined);
      }}
    />
  );
}
