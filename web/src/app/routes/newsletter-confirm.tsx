import { Link } from '../../components/link';
import { paths } from '../../config/paths';
import { confirmSignup } from '../../features/newsletter/api/confirm';
import { NewsletterLinkPage } from '../../features/newsletter/components/newsletter-link-page';

/** /newsletter_confirm/:token, the link in the email a newsletter request sends (double opt-in). */
export default function ConfirmSignupPage() {
  return (
    <NewsletterLinkPage
      title="Confirm your newsletter signup"
      description="Confirm that you want the studio’s newsletter."
      lede="You asked for our newsletter when you booked. Confirm, and we will email you news of workshops, courses and events. Until you do, we send you no newsletter."
      button="Confirm my signup"
      act={async (token) => {
        await confirmSignup(token);
        return 'Thank you: your signup is confirmed. You are on our newsletter list, and every newsletter has a link to unsubscribe.';
      }}
      invalidHelp={
        <>
          Open the link straight from the newest email, all of it. If you still want our newsletter,
          tick the box when you next book, or <Link to={paths.contactUs}>contact us</Link>.
        </>
      }
    />
  );
}
