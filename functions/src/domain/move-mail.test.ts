import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MailDoc } from './model.js';
import { MOVE_MAIL_WINDOW_MS, planMoveMail } from './move-mail.js';

const T = Date.UTC(2026, 10, 24, 10);
const sent = (createdAt: number): Pick<MailDoc, 'createdAt' | 'delivery'> => ({
  createdAt,
  delivery: { state: 'SUCCESS', attempts: 1, deliveredAt: createdAt },
});

describe('the email of a move', () => {
  it('goes at once for a first move, or one long after the last', () => {
    expect(planMoveMail(undefined, T)).toEqual({ notBefore: T, replacesPrevious: false });
    expect(planMoveMail(sent(T - MOVE_MAIL_WINDOW_MS), T)).toEqual({
      notBefore: T,
      replacesPrevious: false,
    });
  });

  it('waits for the window after the last one sent, and then replaces the waiting one', () => {
    const held = planMoveMail(sent(T - 60_000), T);
    expect(held).toEqual({ notBefore: T - 60_000 + MOVE_MAIL_WINDOW_MS, replacesPrevious: false });
    const waiting = {
      createdAt: T,
      delivery: { state: 'PENDING' as const, attempts: 0, nextAttemptAt: held.notBefore },
    };
    expect(planMoveMail(waiting, T + 1000)).toEqual({
      notBefore: held.notBefore,
      replacesPrevious: true,
    });
  });

  it('sends at most one email per window however the moves fall', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 120_000 }), { maxLength: 40 }), (gaps) => {
        // Each move's email: held ones are replaced; count those that are eventually sent.
        let now = T;
        let last: Pick<MailDoc, 'createdAt' | 'delivery'> | undefined;
        const sentAt: number[] = [];
        const flush = (until: number) => {
          if (last?.delivery.state === 'PENDING' && last.delivery.nextAttemptAt! <= until) {
            sentAt.push(last.delivery.nextAttemptAt!);
            // Sent by the retry job when due: queued earlier, delivered now.
            const at = last.delivery.nextAttemptAt!;
            last = { ...last, delivery: { state: 'SUCCESS', attempts: 1, deliveredAt: at } };
          }
        };
        for (const gap of [0, ...gaps]) {
          now += gap;
          flush(now);
          const plan = planMoveMail(last, now);
          if (plan.notBefore === now) {
            sentAt.push(now);
            last = {
              createdAt: now,
              delivery: { state: 'SUCCESS', attempts: 1, deliveredAt: now },
            };
          } else {
            last = {
              createdAt: now,
              delivery: { state: 'PENDING', attempts: 0, nextAttemptAt: plan.notBefore },
            };
          }
        }
        flush(Infinity);
        for (let i = 1; i < sentAt.length; i++) {
          expect(sentAt[i]! - sentAt[i - 1]!).toBeGreaterThanOrEqual(MOVE_MAIL_WINDOW_MS);
        }
      }),
    );
  });
});
