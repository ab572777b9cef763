import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-meta';

describe('pageTitle', () => {
  it('names the page, then the studio', () => {
    expect(pageTitle('Contact us', 'Purl & Pine', 'Knit and natter')).toBe(
      'Contact us · Purl & Pine',
    );
  });

  it('gives the home page (titled with the studio name) the studio and its tagline', () => {
    expect(pageTitle('Purl & Pine', 'Purl & Pine', 'Knit and natter')).toBe(
      'Purl & Pine · Knit and natter',
    );
    expect(pageTitle('Purl & Pine', 'Purl & Pine', '')).toBe('Purl & Pine');
  });

  it('is the page alone while the studio has no name', () => {
    expect(pageTitle('Contact us', '', 'Knit and natter')).toBe('Contact us');
  });
});
