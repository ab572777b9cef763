import { Link } from '../../../components/link';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';

/** A secret link the server does not know (404): mistyped, cut short, or made up. */
export function InvalidLink() {
  return (
    <Page
      className="booking"
      title="This link is not valid"
      description="The link you followed does not lead to a booking or a waiting-list place."
      lede="We could not find anything for this link. It may have been cut short or mistyped."
    >
      <p className="booking__section">
        Please open the link straight from your email, all of it. If it still does not work,{' '}
        <Link to={paths.contactUs}>contact us</Link> and we will help.
      </p>
      <p className="booking__section">
        <Link className="button button--primary" to={paths.home}>
          Go to the home page
        </Link>
      </p>
    </Page>
  );
}

/** A waiting-list offer that ran out, was used or was withdrawn (410). */
export function OfferGone({ workshopType }: { workshopType?: string }) {
  return (
    <Page
      className="booking"
      title="This offer is no longer open"
      description="The places held for you from the waiting list are no longer held."
      lede="The places we held for you have run out, were already booked with this link, or were withdrawn."
    >
      <p className="booking__section">
        If you have booked them, your confirmation email has everything you need. Otherwise, have a
        look at the other dates: there may be room on one that suits you.
      </p>
      <p className="booking__section">
        <Link
          className="button button--primary"
          to={workshopType ? paths.workshopDescription.to(workshopType) : paths.bookAWorkshop}
        >
          {workshopType ? 'See the dates of this workshop' : 'See our workshops and dates'}
        </Link>
      </p>
    </Page>
  );
}
