import { useEffect } from 'react';

/**
 * Staff pages, and the pages a visitor's secret link opens, are not for search engines: adds
 * robots noindex while mounted.
 */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
