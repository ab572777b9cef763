import { Link } from '../../components/link';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { useStudio } from '../../lib/studio';

export default function AboutRoute() {
  const studio = useStudio();
  return (
    <div className="container">
      <PageMeta
        title="About us"
        description={`About ${studio.name || 'us'}: a small knitting and crochet studio running friendly workshops, courses and monthly meets for every level.`}
      />
      <div className="about">
        <div className="about__text">
          <h1 className="page-title">About {studio.name || 'us'}</h1>
          <p className="lede">
            A small, light-filled studio above an old mill, where people come to learn to knit and
            crochet, and stay for the company.
          </p>
          <p>
            The studio started as a Tuesday-night knitting group around a kitchen table. It outgrew
            the kitchen, then the back room of a café, and now has a home of its own with big
            tables, good lamps and a kettle that is always on.
          </p>
          <p>
            Our workshops are small, usually six to ten people, so there is time to help everyone.
            All materials are included and you take home what you make. Beginners are very welcome:
            most of our visitors have never held a hook or needles before.
          </p>
          <h2 className="about__subtitle">What we run</h2>
          <ul className="about__list">
            <li>
              <strong>Workshops</strong>: a single session to learn a skill or make one thing.
            </li>
            <li>
              <strong>Courses</strong>: a few weekly sessions that take you from first stitch to
              reading patterns on your own.
            </li>
            <li>
              <strong>Monthly series</strong>:{' '}
              <Link to={paths.crochetABouquet}>Crochet a Bouquet</Link>,{' '}
              <Link to={paths.grannySquareMonthly}>Granny Square Monthly</Link> and{' '}
              <Link to={paths.yarnAndYarn}>Yarn and Yarn</Link>.
            </li>
            <li>
              <strong>
                <Link to={paths.monthlyMeets}>Monthly meets</Link>
              </strong>
              : bring your own project and stitch with others.
            </li>
          </ul>
          <p className="about__actions">
            <Link className="button button--primary" to={paths.bookAWorkshop}>
              Browse workshops
            </Link>
          </p>
        </div>
        <img
          className="about__image"
          src="/images/knit-and-natter.svg"
          alt=""
          width={400}
          height={300}
        />
      </div>
    </div>
  );
}
