import { useEffect } from 'react';
import { site } from '../config/site';

interface PageMetaProps {
  title: string;
  description: string;
}

export function PageMeta({ title, description }: PageMetaProps) {
  useEffect(() => {
    document.title =
      title === site.name ? `${site.name} · ${site.tagline}` : `${title} · ${site.name}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
