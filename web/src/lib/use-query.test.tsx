import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryView } from '../components/query-view';
import { QueryCache, type QueryDef } from './query-cache';
import { QueryCacheContext, useQuery } from './use-query';

const meets: QueryDef<string[]> = {
  key: 'monthly_meets',
  staleMs: 60_000,
  fetch: () => new Promise(() => undefined),
};

function Meets() {
  const query = useQuery(meets);
  return (
    <QueryView query={query} what="the meets" empty={<p>None planned</p>}>
      {(names) => <p>{names.join(', ')}</p>}
    </QueryView>
  );
}

const render = (cache: QueryCache) =>
  renderToString(
    <QueryCacheContext value={cache}>
      <Meets />
    </QueryCacheContext>,
  );

describe('useQuery with QueryView', () => {
  it('renders seeded data in the first render, as hydrating a server-rendered page needs', () => {
    const cache = new QueryCache();
    cache.hydrate({ monthly_meets: ['Knit and natter', 'Crochet club'] });
    expect(render(cache)).toBe('<p>Knit and natter, Crochet club</p>');
  });

  it('shows the empty message for an empty list', () => {
    const cache = new QueryCache();
    cache.hydrate({ monthly_meets: [] });
    expect(render(cache)).toBe('<p>None planned</p>');
  });

  it('announces the loading while nothing is loaded', () => {
    const html = render(new QueryCache());
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('role="status">Loading the meets…</span>');
  });
});
