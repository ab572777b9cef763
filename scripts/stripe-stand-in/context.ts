import type { StripeApiError } from './errors.ts';
import type { Event } from './objects.ts';
import type { StandInState } from './state.ts';
import type { DeliveryAttempt, WebhookSender } from './webhooks.ts';

/** What the hosted page and the control API work with. */
export interface StandInContext {
  state: StandInState;
  webhooks: WebhookSender;
  /** Sends the events to the webhook endpoint; resolves once each is delivered or given up. */
  deliver(events: Event[]): Promise<DeliveryAttempt[]>;
}

/** An incoming request, its body read. */
export interface Incoming {
  method: string;
  path: string;
  query: string;
  body: string;
  contentType: string;
}

/** An answer, written by the server. */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

export const json = (status: number, value: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(value, null, 2),
});

export const errorReply = (error: StripeApiError, headers: Record<string, string> = {}) =>
  json(error.status, error.toJSON(), headers);
