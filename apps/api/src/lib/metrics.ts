/**
 * What the app counts for Prometheus (docs/operations.md#metrics, decision 078). Use cases and adapters record
 * through this interface; plugins/metrics.ts holds the prom-client registry behind it, and with METRICS_TOKEN
 * unset every call is a no-op.
 */
export type PaymentKind = 'charge' | 'overtime' | 'late_fee' | 'tip' | 'refund';
export type PaymentOutcome = 'succeeded' | 'failed' | 'requires_action';
/** Why a read meant for the replica went to the primary (decision 081). */
export type ReplicaFallbackReason = 'down' | 'lagging' | 'error';

export interface Metrics {
  paymentOutcome(kind: PaymentKind, outcome: PaymentOutcome): void;
  mailFailure(): void;
  pushFailure(): void;
  dbQueryError(): void;
  /** +1 when an SSE stream opens, -1 when it closes. */
  liveEventConnections(delta: 1 | -1): void;
  /** A request's reads handed to the replica (decision 081). */
  replicaRead(): void;
  /** A request's reads, or one failed query, sent to the primary instead of the replica. */
  replicaFallback(reason: ReplicaFallbackReason): void;
  /** The replica's replay lag as last measured, in seconds. */
  replicaLag(seconds: number): void;
}

export const NO_METRICS: Metrics = {
  paymentOutcome: () => {},
  mailFailure: () => {},
  pushFailure: () => {},
  dbQueryError: () => {},
  liveEventConnections: () => {},
  replicaRead: () => {},
  replicaFallback: () => {},
  replicaLag: () => {},
};

/**
 * The one hook every place that settles a charge or refund calls (settle, retry now, tip, refund, processor
 * events): a processor status becomes an outcome label; in-flight statuses ('pending', 'processing') are not
 * outcomes yet and are not counted.
 */
export function recordPaymentOutcome(metrics: Metrics, kind: string, status: string): void {
  if (!isKind(kind)) return;
  if (status === 'succeeded' || status === 'failed' || status === 'requires_action') {
    metrics.paymentOutcome(kind, status);
  }
}

const KINDS: readonly string[] = ['charge', 'overtime', 'late_fee', 'tip', 'refund'];
const isKind = (kind: string): kind is PaymentKind => KINDS.includes(kind);
