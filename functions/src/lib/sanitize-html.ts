import sanitize from 'sanitize-html';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'blockquote',
];

// Tags whose content is code or a foreign document: dropped with everything inside them.
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'option',
  'title',
  'svg',
  'math',
];

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  // Relative links ("/calendar_view") have no scheme and stay; "//host" does not.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  enforceHtmlBoundary: false,
  transformTags: {
    // A link that opens a new tab must not hand the opener window to the other site.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      const attributes: sanitize.Attributes = { ...rest, rel: 'noopener noreferrer' };
      if (target === '_blank') attributes.target = '_blank';
      return { tagName, attribs: attributes };
    },
  },
};

/** The news HTML the studio may publish: formatting and links only. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** True when the HTML shows no text at all once every tag is removed. */
export function isBlankHtml(html: string): boolean {
  const text = sanitize(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: DROPPED_WITH_CONTENT,
  });
  return text.replace(/&nbsp;|\s/g, '') === '';
}
