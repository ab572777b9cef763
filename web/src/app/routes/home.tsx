import { Link } from '../../components/link';
import { Section } from '../../components/page';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { atStudio, siteName, useStudio } from '../../lib/studio';
import { UpcomingWorkshops } from '../../features/catalog/components/upcoming-workshops';
import { NewsList } from '../../features/news/components/news-list';
import { MonthlySeriesLinks } from '../../features/monthly/components/monthly-series-links';
import heroSvg from '../../../public/images/hero.svg?raw';

const HERO_CLASS = 'hero__image';

// The hero picture is the largest thing on a phone's first screen: the server render inlines it
// (2 KB), so it shows as soon as the page renders instead of waiting for a request that starts
// only then. The browser's bundle does not carry that copy a second time (1 KB gzip of the home
// page's first view): taking over the server's page, the app keeps the address the page has;
// arriving from another page, it shows the picture's own file.
const heroSrc = import.meta.env.SSR
  ? `data:image/svg+xml,${encodeURIComponent(heroSvg)}`
  : (document.querySelector(`img.${HERO_CLASS}`)?.getAttribute('src') ?? '/images/hero.svg');

export default function HomeRoute() {
  const studio = useStudio();
  return (
    <div className="container">
      <PageMeta
        title={siteName(studio)}
        description={`Knitting and crochet workshops, courses and monthly meets${atStudio(studio)}. See what's coming up and book a place online in a minute.`}
      />
      <section className="hero">
        <div className="hero__text">
          <p className="eyebrow">Knit · Crochet · Create</p>
          <h1 className="hero__title">{siteName(studio)}</h1>
          <p className="lede">
            A friendly studio for knitters and crocheters. Learn a new craft from scratch, pick up a
            technique, or bring your project and join a monthly meet.
          </p>
          <div className="hero__actions">
            <Link className="button button--primary" to={paths.bookAWorkshop}>
              Find a workshop
            </Link>
            <Link className="button" to={paths.calendar}>
              What's on this month
            </Link>
          </div>
        </div>
        <div className="hero__media">
          <img
            className={HERO_CLASS}
            src={heroSrc}
            alt="Balls of yarn with knitting needles, a crochet hook and a knitted swatch"
            width={800}
            height={400}
            fetchPriority="high"
          />
        </div>
      </section>

      <Section id="upcoming-title" title="Upcoming workshops">
        <UpcomingWorkshops />
        <p className="mobile-only home__all-link">
          <Link className="button button--block" to={paths.bookAWorkshop}>
            All Workshops & Courses
          </Link>
        </p>
      </Section>

      <Section id="monthly-title" title="Every month at the studio">
        <MonthlySeriesLinks />
      </Section>

      <Section id="gift-title" title="Gift vouchers">
        <p>
          Give a workshop: a voucher for any amount, emailed to you to pass on or to them on the day
          you choose.
        </p>
        <p>
          <Link className="button" to={paths.giftVouchers}>
            Buy a gift voucher
          </Link>
        </p>
      </Section>

      <Section id="news-title" title="News from the studio">
        <NewsList />
      </Section>
    </div>
  );
}
