import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Code and documents point at each other's sections: `docs/product.md#places` in a comment,
// `(README, "Settings")` in an error message, `[the API](../api.md#caching)` between documents.
// Every such pointer must lead to a file that exists and a heading it still has, so renaming a
// heading or moving a document fails here instead of leaving the reader at the top of a page.
// Anchors follow GitHub's heading slugs.

const root = fileURLToPath(new URL('..', import.meta.url));
const self = relative(root, fileURLToPath(import.meta.url))
  .split(sep)
  .join('/');

/** The plain text GitHub shows for a heading's markdown: code, links and emphasis unwrapped. */
export function headingText(markdown: string): string {
  return markdown
    .split(/(`+)(.*?)\1/)
    .map((part, i) => {
      if (i % 3 === 1) return '';
      if (i % 3 === 2) return part;
      return part
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]+>/g, '')
        .replace(/(\*{1,3}|~~)(.+?)\1/g, '$2')
        .replace(/(^|\W)_{1,3}(.+?)_{1,3}(?=\W|$)/g, '$1$2');
    })
    .join('')
    .trim();
}

/**
 * GitHub's slug of a heading (github-slugger): lower case, every character that is not a
 * letter, mark, number, underscore, hyphen or space removed, each space a hyphen.
 */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

interface Heading {
  text: string;
  anchor: string;
}

/** The headings of a markdown document with their anchors; a repeated slug gets -1, -2... */
export function headings(markdown: string): Heading[] {
  const found: Heading[] = [];
  const taken = new Set<string>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (!fence || (fenceMark[0] === fence[0] && fenceMark.length >= fence.length))) {
      fence = fence ? undefined : fenceMark;
      continue;
    }
    if (fence) continue;
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (atx) {
      const text = headingText(atx[1] ?? '');
      const base = slug(text);
      let anchor = base;
      for (let n = 1; taken.has(anchor); n += 1) anchor = `${base}-${n}`;
      taken.add(anchor);
      found.push({ text, anchor });
    }
    // An explicit HTML anchor (<a id="..."> or name="...") is a target too.
    for (const match of line.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) {
      found.push({ text: '', anchor: match[1] });
    }
  }
  return found;
}

// `docs/<file>.md#anchor` or `README.md#anchor`, written from the repository's root.
const ROOT_REF = /(?<![\w/.-])((?:docs\/[\w./-]*?)?[\w.-]+\.md)(?:#([\w-]*))?/g;
// `(README, "Settings")`, `docs/api.md, "The outbox"`: a document and a heading's title.
const TITLE_REF = /(?<![\w/.-])(README(?:\.md)?|docs\/[\w./-]+\.md),? "([^"\n]+)"/g;
// A markdown link or image target: [text](target "title").
const MD_LINK = /!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

interface Ref {
  from: string;
  line: number;
  text: string;
  file: string;
  anchor?: string;
  title?: string;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every pointer from one file to a document, with the file it resolves to. */
export function refsIn(from: string, text: string): Ref[] {
  const refs: Ref[] = [];
  const isMarkdown = from.endsWith('.md');
  let plain = text;
  if (isMarkdown) {
    for (const match of text.matchAll(MD_LINK)) {
      const target = match[1];
      if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('/')) continue;
      const [path, anchor] = target.split('#', 2);
      const file = path
        ? normalize(join(dirname(from), path))
            .split(sep)
            .join('/')
        : from;
      refs.push({ from, line: lineOf(text, match.index), text: match[0], file, anchor });
    }
    // A link's target is relative to its document; what remains is written from the root.
    plain = text.replace(MD_LINK, (link) => ' '.repeat(link.length));
  }
  for (const match of plain.matchAll(ROOT_REF)) {
    const file = match[1];
    // Only documents of this repository: README.md at the root and anything under docs/.
    if (file !== 'README.md' && !file.startsWith('docs/')) continue;
    refs.push({ from, line: lineOf(text, match.index), text: match[0], file, anchor: match[2] });
  }
  for (const match of plain.matchAll(TITLE_REF)) {
    const file = match[1] === 'README' ? 'README.md' : match[1];
    refs.push({ from, line: lineOf(text, match.index), text: match[0], file, title: match[2] });
  }
  return refs;
}

// A title names a heading by its words; a heading may add a parenthesis after them
// ("The outbox" is "The outbox (`functions/src/lib/mail/`)").
const titleMatches = (title: string, heading: string) =>
  heading === title || heading.startsWith(`${title} (`);

/** What is wrong with a pointer, or undefined when it leads where it says. */
export function problem(ref: Ref, read: (file: string) => string | undefined): string | undefined {
  const where = `${ref.from}:${ref.line} ${ref.text}`;
  if (ref.file.startsWith('..')) return `${where}: leads outside the repository`;
  const target = read(ref.file);
  if (target === undefined) return `${where}: no file ${ref.file}`;
  if (!ref.file.endsWith('.md')) return undefined;
  const heads = headings(target);
  if (ref.anchor && !heads.some((h) => h.anchor === ref.anchor)) {
    return `${where}: ${ref.file} has no heading #${ref.anchor}`;
  }
  if (ref.title && !heads.some((h) => titleMatches(ref.title!, h.text))) {
    return `${where}: ${ref.file} has no heading "${ref.title}"`;
  }
  return undefined;
}

function repositoryFiles(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return [...new Set(out.split('\0').filter(Boolean))].filter(
    (file) => file !== self && existsSync(join(root, file)),
  );
}

function readRepositoryFile(file: string): string | undefined {
  const path = join(root, file);
  if (!existsSync(path)) return undefined;
  if (statSync(path).isDirectory()) return '';
  return readFileSync(path, 'utf8');
}

describe('headings and their anchors', () => {
  it('follow GitHub: lower case, punctuation gone, spaces as hyphens, code unwrapped', () => {
    const doc = [
      '# Product rules',
      '## Server-rendered pages (the `render` function)',
      '### Abuse limits and App Check (`functions/src/lib/public-writes.ts`, `lib/rate-limit.ts`)',
      '## Why it cannot overbook: the guarded commit',
      '## Prices: £15 *and* [more](x.md)',
      '## `npm run bench:api`',
      '## snake_case stays',
    ].join('\n');
    expect(headings(doc).map((h) => h.anchor)).toEqual([
      'product-rules',
      'server-rendered-pages-the-render-function',
      'abuse-limits-and-app-check-functionssrclibpublic-writests-librate-limitts',
      'why-it-cannot-overbook-the-guarded-commit',
      'prices-15-and-more',
      'npm-run-benchapi',
      'snake_case-stays',
    ]);
  });

  it('number a repeated heading -1, -2 and skip lines inside code fences', () => {
    const doc = ['## Endpoints', '```', '## not a heading', '```', '## Endpoints', '## Endpoints'];
    expect(headings(doc.join('\n')).map((h) => h.anchor)).toEqual([
      'endpoints',
      'endpoints-1',
      'endpoints-2',
    ]);
  });
});

describe('a pointer to a document', () => {
  const docs: Record<string, string> = {
    'docs/product.md': '# Product rules\n## Places\n### The outbox (`lib/mail/`)\n',
    'README.md': '# Studio\n### Settings\n',
  };
  const read = (file: string) => docs[file];
  const problemsOf = (from: string, text: string) =>
    refsIn(from, text)
      .map((ref) => problem(ref, read))
      .filter(Boolean);

  it('resolves by anchor or by title, from code or from a document', () => {
    const code = [
      '// docs/product.md#places and README.md#settings',
      '// (docs/product.md, "The outbox") (README, "Settings")',
    ].join('\n');
    expect(problemsOf('functions/src/x.ts', code)).toEqual([]);
    expect(problemsOf('docs/api.md', '[places](product.md#places), [home](../README.md)')).toEqual(
      [],
    );
  });

  it('fails on a missing file, a missing anchor or a missing title', () => {
    const code = [
      '// docs/product.md#newsletter',
      '// docs/gone.md',
      '// (README, "Measured")',
    ].join('\n');
    expect(problemsOf('functions/src/x.ts', code)).toEqual([
      'functions/src/x.ts:1 docs/product.md#newsletter: docs/product.md has no heading #newsletter',
      'functions/src/x.ts:2 docs/gone.md: no file docs/gone.md',
      'functions/src/x.ts:3 README, "Measured": README.md has no heading "Measured"',
    ]);
    expect(problemsOf('docs/api.md', 'see [it](product.md#newsletter)')).toEqual([
      'docs/api.md:1 [it](product.md#newsletter): docs/product.md has no heading #newsletter',
    ]);
  });

  it('reads a relative link from its own folder', () => {
    const refs = refsIn(
      'docs/decisions/0001-x.md',
      '[index](README.md) [rules](../product.md#places)',
    );
    expect(refs.map((ref) => `${ref.file}#${ref.anchor ?? ''}`)).toEqual([
      'docs/decisions/README.md#',
      'docs/product.md#places',
    ]);
  });
});

describe('the repository', () => {
  it('has every pointer to a document lead to a file and heading that exist', () => {
    const problems = repositoryFiles().flatMap((file) => {
      const text = readRepositoryFile(file);
      if (!text || text.includes('\0')) return [];
      return refsIn(file, text)
        .map((ref) => problem(ref, readRepositoryFile))
        .filter((p): p is string => p !== undefined);
    });
    expect(problems).toEqual([]);
  });
});
