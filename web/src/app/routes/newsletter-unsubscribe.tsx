import { Link } from '../../components/link';
import { paths } from '../../config/paths';
import { unsubscribe } from '../../features/newsletter/api/unsubscribe';
import { NewsletterLinkPage } from '../../features/newsletter/components/newsletter-link-page';

/** /newsletter_unsubscribe/:token, the link in every email to an address on the list. */
export default function UnsubscribePage() {
  return (
    <NewsletterLinkPage
      title="Unsubscribe from the newsletter"
      description="Stop getting the studio’s newsletter."
      lede="No longer want our news of workshops, courses and events? Unsubscribe and we will take your email address off our newsletter list. Emails about your bookings still reach you."
      button="Unsubscribe"
      act={async (token) => {
        await unsubscribe(token);
        return 'You have been unsubscribed. We have removed your email address from our newsletter list and will not send you the newsletter again.';
      }}
      invalidHelp={
        <>
          If you still get our newsletter, open the link straight from the newest email, all of it,
          or <Link to={paths.contactUs}>contact us</Link> and we will take you off the list.
        </>
      }
    />
  );
}
