import type { WorkshopCard as Card } from '@domain/workshop-card';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { CraftType } from '@domain/model';
import { logEvent } from '../../../lib/analytics';
import { EmptyState } from '../../../components/empty-state';
import { FilterChips } from '../../../components/filter-chips';
import { CardGridSkeleton } from '../../../components/page-skeleton';
import { QueryView } from '../../../components/query-view';
import { useMenuWorkshops } from '../api/menu-workshops';
import { NO_WORKSHOPS } from '../../../config/messages';
import { groupByCraft, levelsPresent } from '../workshop-format';
import { WorkshopCard } from './workshop-card';

const SHOW_ALL = 'Show All';

const craftIntro: Record<CraftType, string> = {
  Crochet: 'From your first chain to flowers, animals and blankets.',
  Knitting: 'Cast on, learn to read your knitting, and make something to wear.',
  'Something Different': 'Macramé, punch needle and other crafts to try.',
};

const sectionId = (craft: string) => `craft-${craft.toLowerCase().replace(/\W+/g, '-')}`;

export function WorkshopMenu() {
  const types = useMenuWorkshops();
  const failed = types.status === 'error';

  useEffect(() => {
    if (failed) logEvent('error_getting_workshop_types');
  }, [failed]);

  return (
    <QueryView
      query={types}
      what="workshops"
      placeholder={
        <>
          <div className="filter-bar" aria-hidden="true">
            <span className="skeleton skeleton--text filter-bar__skeleton" />
          </div>
          <CardGridSkeleton count={3} />
        </>
      }
      // docs/product.md#errors-and-empty-states: a failure reads like an empty menu (with another try).
      error={(_error, retry) => (
        <EmptyState title={NO_WORKSHOPS}>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </EmptyState>
      )}
      isEmpty={(all) => all.length === 0}
      empty={<EmptyState title={NO_WORKSHOPS} />}
    >
      {(all) => <Menu types={all} />}
    </QueryView>
  );
}

function Menu({ types: onMenu }: { types: Card[] }) {
  const [params, setParams] = useSearchParams();
  const levels = levelsPresent(onMenu);
  const wanted = params.get('level');
  const level = wanted && levels.includes(wanted) ? wanted : SHOW_ALL;
  const shown = level === SHOW_ALL ? onMenu : onMenu.filter((t) => t.level?.trim() === level);
  const choose = (next: string) =>
    setParams(next === SHOW_ALL ? {} : { level: next }, {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <>
      <FilterChips
        label="Level:"
        options={[SHOW_ALL, ...levels].map((option) => ({ value: option, label: option }))}
        value={level}
        onChange={choose}
      />
      <p className="visually-hidden" role="status">
        {level === SHOW_ALL
          ? `Showing all ${shown.length} workshops`
          : `Showing ${shown.length} ${level} ${shown.length === 1 ? 'workshop' : 'workshops'}`}
      </p>
      {groupByCraft(shown).map(({ craft, types: inCraft }) => (
        <section key={craft} className="section craft-section" aria-labelledby={sectionId(craft)}>
          <h2 id={sectionId(craft)} className="section__title">
            {craft}
          </h2>
          <p className="muted craft-section__intro">{craftIntro[craft]}</p>
          <ul className="grid" role="list">
            {inCraft.map((workshop) => (
              <li key={workshop.id}>
                <WorkshopCard workshop={workshop} action="more-info" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
