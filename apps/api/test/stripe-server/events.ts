import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';
import { newId, nowSeconds, type StripeState } from './state.js';

export const API_VERSION = '2026-10-28.endive';

export type EventType = Stripe.Event['type'];
export type EventObject<T extends EventType> = Extract<Stripe.Event, { type: T }>['data']['object'];

/** The request being handled, recorded on the events it causes (as Stripe's `event.request`). */
export interface RequestOrigin {
  id: string;
  idempotencyKey: string | null;
}

/**
 * Records every state change as a Stripe.Event (a snapshot of the object at that moment) and, when a
 * destination is set, POSTs each new event there signed like Stripe does, one after the other in order.
 */
export class EventLog {
  origin: RequestOrigin | null = null;
  private destination: string | null = null;
  private deliveries: Promise<void> = Promise.resolve();

  constructor(
    private readonly state: StripeState,
    private readonly webhookSecret: string,
  ) {}

  emit<T extends EventType>(type: T, object: EventObject<T>): Stripe.Event {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: this.destination ? 1 : 0,
      request: this.origin ? { id: this.origin.id, idempotency_key: this.origin.idempotencyKey } : null,
      type,
    } as Stripe.Event;
    this.state.events.push(event);
    if (this.destination) this.deliver(this.destination, event);
    return event;
  }

  deliverTo(url: string | null): void {
    this.destination = url;
  }

  /** Waits for the webhook POSTs already started (close() uses it so no request outlives the server). */
  settled(): Promise<void> {
    return this.deliveries;
  }

  signed(event: Stripe.Event): { payload: string; signature: string } {
    return signPayload(JSON.stringify(event, null, 2), this.webhookSecret);
  }

  private deliver(url: string, event: Stripe.Event): void {
    this.deliveries = this.deliveries.then(async () => {
      const { payload, signature } = this.signed(event);
      try {
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
          body: payload,
          // An endpoint that never answers must not hold up later events or close().
          signal: AbortSignal.timeout(5000),
        });
      } catch {
        // An app that is not listening misses the event, as with Stripe when an endpoint is down.
      }
    });
  }
}

/**
 * Stripe's `Stripe-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" keyed by the
 * whole endpoint secret>` — what `stripe.webhooks.constructEvent` verifies.
 */
export function signPayload(
  payload: string,
  secret: string,
  timestamp = nowSeconds(),
): { payload: string; signature: string } {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return { payload, signature: `t=${timestamp},v1=${digest}` };
}
