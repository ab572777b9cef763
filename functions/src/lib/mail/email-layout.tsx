/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: scripts run with tsx compile this file without functions/tsconfig.json's "jsx".)
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { StudioDetails } from '../../domain/studio-details.js';
import {
  type EmailContent,
  type EmailFrame,
  type EmailSection,
  footerLines,
  NEWSLETTER_LINE,
  UNSUBSCRIBE_LABEL,
} from './email-text.js';

// The email's words and shapes are in email-text.ts, which the templates import without React.

// The one layout of every email (react-email's components: tables and inline styles, which
// is what Gmail, Outlook and Apple Mail render alike). The HTML is rendered synchronously with
// react-dom/server, as react-email's own `render` does minus its Suspense support (nothing
// here suspends): emails are composed inside the pure decisions that run in a guarded commit
// (bookings.service.ts decideBooking), which must stay synchronous and may run again. It is
// loaded before a request that may write (rendering.ts), never by a read.

/** The site's colours (web/src/styles/tokens.css). */
export const EMAIL_COLOURS = {
  cream: '#fbf6ee',
  surface: '#fffdf9',
  oat: '#f1e7d6',
  oatDeep: '#e4d5bd',
  ink: '#2e2622',
  muted: '#5c4f47',
  plum: '#6b2d5c',
  plumTint: '#f3e6ef',
  mustard: '#d9a42a',
  moss: '#4a6535',
  terra: '#a4452a',
  white: '#ffffff',
} as const;

const c = EMAIL_COLOURS;
const BODY_FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const HEADING_FONT = "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif";

/** The logo as a PNG (email clients do not show SVG reliably): web/public/images/logo-email.png. */
export const LOGO_PATH = '/images/logo-email.png';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

const styles = {
  body: {
    backgroundColor: c.cream,
    margin: 0,
    padding: '24px 8px',
    fontFamily: BODY_FONT,
    color: c.ink,
  },
  card: {
    maxWidth: '600px',
    width: '100%',
    backgroundColor: c.surface,
    border: `1px solid ${c.oatDeep}`,
    borderRadius: '12px',
    overflow: 'hidden',
  },
  header: { padding: '24px 24px 8px' },
  main: { padding: '0 24px 16px' },
  intro: { fontSize: '16px', lineHeight: '24px', margin: '16px 0' },
  heading: {
    fontFamily: HEADING_FONT,
    fontSize: '20px',
    lineHeight: '26px',
    fontWeight: 700,
    color: c.plum,
    margin: '24px 0 8px',
  },
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 8px' },
  list: { margin: '0 0 8px', padding: '0 0 0 20px' },
  item: { fontSize: '16px', lineHeight: '24px', margin: '0 0 2px' },
  button: {
    backgroundColor: c.plum,
    color: c.white,
    borderRadius: '6px',
    padding: '12px 20px',
    fontSize: '16px',
    fontWeight: 700,
    textDecoration: 'none',
    display: 'inline-block',
  },
  url: {
    fontSize: '13px',
    lineHeight: '18px',
    color: c.muted,
    margin: '8px 0 0',
    wordBreak: 'break-all',
  },
  footer: { backgroundColor: c.oat, padding: '20px 24px' },
  footerName: {
    fontFamily: HEADING_FONT,
    fontSize: '16px',
    lineHeight: '22px',
    fontWeight: 700,
    color: c.ink,
    margin: '0 0 4px',
  },
  footerText: { fontSize: '14px', lineHeight: '21px', color: c.muted, margin: '0 0 4px' },
  footerLink: { color: c.plum, textDecoration: 'underline' },
  unsubscribe: {
    fontSize: '13px',
    lineHeight: '19px',
    color: c.muted,
    margin: '12px 0 0',
    paddingTop: '12px',
    borderTop: `1px solid ${c.oatDeep}`,
  },
} satisfies Record<string, CSSProperties>;

/** The site's four-colour stripe along the top (a row of table cells: no gradients in mail). */
function Stripe() {
  const cells = [c.plum, c.mustard, c.moss, c.terra];
  return (
    <Section>
      <Row>
        {cells.map((colour) => (
          <Column
            key={colour}
            style={{ backgroundColor: colour, height: '6px', lineHeight: '6px', fontSize: '1px' }}
          >
            &nbsp;
          </Column>
        ))}
      </Row>
    </Section>
  );
}

function EmailSectionBlock({ section }: { section: EmailSection }) {
  return (
    <>
      {section.heading ? (
        <Heading as="h2" style={styles.heading}>
          {section.heading}
        </Heading>
      ) : null}
      {section.lines.length > 1 ? (
        <ul style={styles.list}>
          {section.lines.map((line, i) => (
            <li key={i} style={styles.item}>
              {line}
            </li>
          ))}
        </ul>
      ) : (
        <Text style={styles.text}>{section.lines[0] ?? ''}</Text>
      )}
      {section.link ? (
        <Section style={{ margin: '12px 0 8px' }}>
          <Button href={section.link.url} style={styles.button}>
            {section.link.label}
          </Button>
          <Text style={styles.url}>{section.link.url}</Text>
        </Section>
      ) : null}
    </>
  );
}

function Footer({
  studio,
  unsubscribeUrl,
}: {
  studio: StudioDetails;
  unsubscribeUrl: string | null;
}) {
  const { name, address, email, phone } = footerLines(studio);
  return (
    <Section style={styles.footer}>
      {name ? <Text style={styles.footerName}>{name}</Text> : null}
      {address ? <Text style={styles.footerText}>{address}</Text> : null}
      {email || phone ? (
        <Text style={styles.footerText}>
          {email ? (
            <Link href={`mailto:${email}`} style={styles.footerLink}>
              {email}
            </Link>
          ) : null}
          {email && phone ? ' · ' : null}
          {phone ? (
            <Link href={telHref(phone)} style={styles.footerLink}>
              {phone}
            </Link>
          ) : null}
        </Text>
      ) : null}
      {unsubscribeUrl ? (
        <Text style={styles.unsubscribe}>
          {NEWSLETTER_LINE}{' '}
          <Link href={unsubscribeUrl} style={styles.footerLink}>
            {UNSUBSCRIBE_LABEL}
          </Link>
        </Text>
      ) : null}
    </Section>
  );
}

export function EmailLayout({ content, frame }: { content: EmailContent; frame: EmailFrame }) {
  const { studio, siteUrl } = frame;
  return (
    <Html lang="en-GB" dir="ltr">
      <Head>
        <title>{content.subject}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{content.intro}</Preview>
      <Body style={styles.body}>
        <Container style={styles.card}>
          <Stripe />
          <Section style={styles.header}>
            <Link href={siteUrl}>
              <Img
                src={`${siteUrl}${LOGO_PATH}`}
                width="220"
                height="64"
                alt={studio.name}
                style={{ border: 0, display: 'block' }}
              />
            </Link>
          </Section>
          <Section style={styles.main}>
            <Text style={styles.intro}>{content.intro}</Text>
            {content.sections.map((section, i) => (
              <EmailSectionBlock key={i} section={section} />
            ))}
          </Section>
          <Footer studio={studio} unsubscribeUrl={content.unsubscribeUrl} />
        </Container>
      </Body>
    </Html>
  );
}

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

// React adds a preload hint for every image of a document it renders; mail has no use for it.
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/** The email's HTML part: the layout around the content, every value escaped by React. */
export function emailHtml(content: EmailContent, frame: EmailFrame): string {
  const html = renderToStaticMarkup(<EmailLayout content={content} frame={frame} />);
  return DOCTYPE + html.replace(IMAGE_PRELOAD, '');
}
