import { CardGridSkeleton } from '../../../components/page-skeleton';
import { QueryView } from '../../../components/query-view';
import { useCabNowNext } from '../api/cab-now-next';
import { BOUQUET_NONE } from '../../../config/messages';
import { MonthlyCard } from './monthly-card';

/** The "What is Crochet a Bouquet?" text and the next flowers, for the bouquet's description. */
export function BouquetNext() {
  const cab = useCabNowNext();
  return (
    <section className="section workshop-section" aria-labelledby="what-is-bouquet">
      <h2 id="what-is-bouquet">What is Crochet a Bouquet?</h2>
      <p>
        Crochet a Bouquet is our monthly flower session. Each month we crochet a different seasonal
        flower together, with wire stems, tea and cake. Come once for a single bloom, or come every
        month and build a bouquet that never wilts. Sessions last two to three hours and are
        friendly to novices: if you can make a chain, we will show you the rest.
      </p>
      <h3 className="workshop-section__subtitle">The next workshop</h3>
      <QueryView
        query={cab}
        what="the next bouquet workshop"
        placeholder={<CardGridSkeleton count={1} />}
        isEmpty={({ now, next }) => !now && !next}
        empty={<p className="empty-state">{BOUQUET_NONE}</p>}
      >
        {({ now, next }) => (
          <ul className="grid" role="list">
            {[now, next].map(
              (entry, i) =>
                entry && (
                  <li key={entry.id}>
                    <MonthlyCard
                      entry={entry}
                      eyebrow={`${i === 0 ? 'This month' : 'Next month'}: ${entry.month} ${entry.year}`}
                    />
                  </li>
                ),
            )}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
