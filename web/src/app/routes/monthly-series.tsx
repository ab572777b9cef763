import type { MonthlySeries } from '@domain/contracts/monthly';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { CardGridSkeleton } from '../../components/page-skeleton';
import { QueryView } from '../../components/query-view';
import { useMonthlyWorkshops } from '../../features/monthly/api/monthly-workshops';
import { BOUQUET_NONE, NO_PLANNED } from '../../config/messages';
import { MonthlyBooking } from '../../features/monthly/components/monthly-booking';
import { MonthlyCard } from '../../features/monthly/components/monthly-card';

const pages: Record<
  MonthlySeries,
  { title: string; description: string; lede: string; what: string; empty: string; image: string }
> = {
  crochet_a_bouquet: {
    title: 'Crochet a Bouquet',
    description:
      'Crochet a Bouquet: a seasonal flower every month at the studio. Come once or every month and build a bouquet that never wilts.',
    lede: 'Each month we crochet a different seasonal flower, with wire stems, tea and cake. Come once for a single bloom, or every month to build a bouquet that lasts for ever.',
    what: "this month's flowers",
    empty: BOUQUET_NONE,
    image: '/images/bouquet.svg',
  },
  granny_square_monthly: {
    title: 'Granny Square Monthly',
    description:
      'Granny Square Monthly at the studio: learn a new crochet square each month and join them into a blanket by the end of the year.',
    lede: 'A new square every month, from the classic granny to flowers and stars. Keep them all and by the end of the year you have a blanket.',
    what: 'the granny square months',
    empty: NO_PLANNED,
    image: '/images/granny-square.svg',
  },
  yarn_and_yarn: {
    title: 'Yarn and Yarn',
    description:
      'Yarn and Yarn at the studio: an evening of stories and storytellers while we knit and crochet. Bring your project and your questions.',
    lede: 'Stitching and storytelling: each month a guest spins a yarn while we work on ours. Bring any project you like, all crafts welcome.',
    what: 'the Yarn and Yarn evenings',
    empty: NO_PLANNED,
    image: '/images/yarn-and-yarn.svg',
  },
};

/** The page of one monthly series: what it is, then its months ahead. */
export default function MonthlySeriesPage({ series }: { series: MonthlySeries }) {
  const page = pages[series];
  return (
    <Page title={page.title} description={page.description} lede={page.lede}>
      <QueryView
        query={useMonthlyWorkshops(series)}
        what={page.what}
        placeholder={<CardGridSkeleton count={2} />}
        empty={<EmptyState title={page.empty} image={page.image} />}
      >
        {(months) => (
          <ul className="grid monthly-grid" role="list">
            {months.map((entry) => (
              <li key={entry.id}>
                <MonthlyCard entry={entry} headingLevel="h2">
                  <MonthlyBooking entry={entry} />
                </MonthlyCard>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Page>
  );
}
