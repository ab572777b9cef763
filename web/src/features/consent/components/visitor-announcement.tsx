import { isStaffPath } from '@domain/search-indexing';
import type { Announcement } from '@domain/model';
import { useLocation } from 'react-router';
import { AnnouncementDialog } from './announcement-dialog';

/**
 * The announcement is for visitors: never on the sign-in or a staff page
 * (docs/product.md#site-content). Decided here, in the dialog's own lazy chunk, so the first
 * view carries no list of staff paths.
 */
export function VisitorAnnouncement(props: { announcement: Announcement; onClose: () => void }) {
  const { pathname } = useLocation();
  return isStaffPath(pathname) ? null : <AnnouncementDialog {...props} />;
}
