import { paths } from './paths.js';

// The visitor's secret links (docs/product.md#secret-links-in-stored-emails): the pages whose
// address carries a token that acts for the person.

/** The secret-link pages' patterns (`/manage_booking/:token`...). */
export const SECRET_LINK_PATTERNS = [
  paths.manageBooking.pattern,
  paths.checkoutReturn.pattern,
  paths.claimOffer.pattern,
  paths.leaveWaitlist.pattern,
  paths.newsletterUnsubscribe.pattern,
  paths.newsletterConfirm.pattern,
  paths.giftVoucher.pattern,
] as const;

/** What a removed token reads as: the link then opens the page's "not valid" answer. */
export const REMOVED_TOKEN = 'sent-link-removed';

const prefixes = SECRET_LINK_PATTERNS.map((p) => p.slice(1, p.lastIndexOf('/')));
const TOKEN_IN_TEXT = new RegExp(`/(${prefixes.join('|')})/[A-Za-z0-9_.~%-]+`, 'g');

/** `text` (an email's text, HTML or calendar file) with every secret link's token removed. */
export function withoutLinkTokens(text: string): string {
  return text.replace(TOKEN_IN_TEXT, (_link, page: string) => `/${page}/${REMOVED_TOKEN}`);
}
