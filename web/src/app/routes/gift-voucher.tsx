import type { VoucherPage } from '@domain/voucher';
import { VOUCHER_HOW_TO_USE_WORDS } from '@domain/voucher';
import { londonDate } from '@domain/clock';
import { formatPrice } from '@domain/price';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useNoIndex } from '../../lib/use-no-index';
import { siteName, useStudio } from '../../lib/studio';
import { getVoucherPage } from '../../features/vouchers/api/get-voucher-page';
import { InvalidLink } from '../../features/bookings/components/link-problems';
import '../../features/bookings/booking.css';
import '../../features/vouchers/gift-voucher.css';

const RECHECK_MS = 2_000;
const WAIT_MS = 2 * 60_000;

/**
 * /gift_voucher/:token: where Stripe sends the buyer back, and the voucher's page to print (the
 * link in its emails). Paid vouchers show at once; a payment Stripe has not confirmed yet is
 * asked about again every 2 seconds.
 */
export default function GiftVoucherPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const paid = search.get('paid') === '1';
  useNoIndex();
  const studio = useStudio();
  const [page, setPage] = useState<VoucherPage | 'invalid' | 'error'>();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const answer = await getVoucherPage(token);
        if (stopped) return;
        setPage(answer);
        if (answer.state === 'waiting' && paid) {
          if (Date.now() - started > WAIT_MS) setSlow(true);
          timer = setTimeout(() => void load(), RECHECK_MS);
        }
      } catch (err) {
        if (stopped) return;
        setPage(err instanceof ApiError && err.status === 404 ? 'invalid' : 'error');
      }
    };
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [token, paid]);

  if (page === 'invalid') return <InvalidLink />;
  if (page === undefined || page === 'error' || page.state !== 'ready') {
    const [title, lede] =
      page === undefined
        ? ['Your gift voucher', 'Loading…']
        : page === 'error'
          ? [
              'Your gift voucher',
              'We could not load your gift voucher just now. Please reload the page.',
            ]
          : page.state === 'not_paid'
            ? [
                'Payment not completed',
                'This gift voucher was not paid for, so it was not made. Nothing was taken.',
              ]
            : paid
              ? [
                  'Confirming your payment',
                  slow
                    ? 'This is taking longer than usual. Your voucher is emailed to you as soon as the payment is confirmed.'
                    : 'Thank you! We are waiting for the card payment to be confirmed; this takes a few seconds.',
                ]
              : ['Not paid yet', 'This gift voucher has not been paid for yet.'];
    return (
      <Page className="booking" title={title} description="Your gift voucher" lede={lede}>
        {page !== undefined && page !== 'error' && page.state === 'waiting' && paid && (
          <p role="status" className="muted">
            Checking…
          </p>
        )}
        <p className="booking__section">
          <Link className="button" to={paths.giftVouchers}>
            Gift vouchers
          </Link>
        </p>
      </Page>
    );
  }

  return (
    <Page
      className="booking gift-voucher-page"
      title={paid ? 'Thank you: here is your gift voucher' : 'Your gift voucher'}
      description="A gift voucher to print"
      lede={
        page.sendOn && page.email
          ? `We will email it to ${page.email} on ${londonDate(page.sendOn)}. A copy is on its way to you now.`
          : 'It is in your email too. Print it on one sheet, or pass the code on.'
      }
    >
      <article className="voucher-sheet" aria-labelledby="voucher-title">
        {/* The studio's name follows in words: the logo is decoration here. */}
        <img
          className="voucher-sheet__logo"
          src="/images/logo.svg"
          alt=""
          width={220}
          height={64}
        />
        <p className="voucher-sheet__eyebrow">{siteName(studio)}</p>
        <h2 id="voucher-title">Gift voucher for {page.recipientName}</h2>
        <p className="voucher-sheet__amount">{formatPrice(page.amount)}</p>
        {page.message && (
          <p className="voucher-sheet__message">
            “{page.message}”{page.buyerName ? ` (${page.buyerName})` : ''}
          </p>
        )}
        <dl>
          <dt>Code</dt>
          <dd className="voucher-sheet__code">{page.code}</dd>
          <dt>Valid until</dt>
          <dd>{londonDate(page.expiresAt)}</dd>
          {page.balance !== page.amount && (
            <>
              <dt>Left to spend</dt>
              <dd>{formatPrice(page.balance)}</dd>
            </>
          )}
        </dl>
        <p>{VOUCHER_HOW_TO_USE_WORDS}</p>
      </article>
      <p className="cluster booking__section">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print the voucher
        </button>
        <Link className="button" to={paths.bookAWorkshop}>
          Choose a workshop
        </Link>
      </p>
    </Page>
  );
}
