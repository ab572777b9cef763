import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link';
import { londonDate } from '@domain/clock';
import type { NewsItem } from '@domain/model';
import { TextSkeleton } from '../../../components/page-skeleton';
import { QueryView } from '../../../components/query-view';
import { useHomepageNews } from '../api/homepage-news';

function NewsButton({ item }: { item: NewsItem }) {
  const to = item.buttonDestination?.trim();
  if (!item.button || !item.buttonText || !to) return null;
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link className="button" to={to}>
        {item.buttonText}
      </Link>
    );
  }
  if (!/^https?:\/\//i.test(to)) return null;
  return (
    <a className="button" href={to} rel="noopener noreferrer">
      {item.buttonText}
    </a>
  );
}

export function NewsList() {
  const navigate = useNavigate();
  // Links inside the news HTML to pages of this site open without reloading the app.
  const onMessageClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return (
    <QueryView
      query={useHomepageNews()}
      what="the studio news"
      placeholder={
        <div className="news-list">
          {[0, 1].map((i) => (
            <TextSkeleton key={i} title className="news-item" />
          ))}
        </div>
      }
      empty={<p className="muted">No news just now: check back soon.</p>}
    >
      {(items) => (
        <ul className="news-list" role="list">
          {items.map((item) => (
            <li key={item.id}>
              <article className="news-item" aria-labelledby={`news-${item.id}`}>
                <p className="eyebrow">
                  <time dateTime={new Date(item.date).toISOString()}>{londonDate(item.date)}</time>
                </p>
                <h3 id={`news-${item.id}`} className="news-item__title">
                  {item.title}
                </h3>
                {/* The server sanitises news HTML (allow-list of tags) before storing and serving it. */}
                <div
                  className="news-item__message"
                  onClick={onMessageClick}
                  dangerouslySetInnerHTML={{ __html: item.message }}
                />
                <NewsButton item={item} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
