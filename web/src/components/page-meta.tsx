import { useEffect } from 'react';
import { useStudio } from '../lib/studio';

interface PageMetaProps {
  title: string;
  description: string;
}

export function PageMeta({ title, description }: PageMetaProps) {
  const { name, tagline } = useStudio();
  useEffect(() => {
    document.title = pageTitle(title, name, tagline);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, name, tagline]);
  return null;
}

/** "Page · Studio", or "Studio · tagline" for the home page (title = the studio's name). */
export function pageTitle(title: string, name: string, tagline: string): string {
  if (!name) return title;
  if (title === name) return tagline ? `${name} · ${tagline}` : name;
  return `${title} · ${name}`;
}
