/**
 * TanStack Query keys, spelled once (decision 045): one module an area here, which the web imports as
 * `import * as appKeys from '@limpa/contracts/query-keys/app'`. A module lands whole in the chunk of its
 * first importer, so one module of every key would put them all in the first screens' chunk. Keys are
 * hierarchical: invalidating a key refreshes every query whose key starts with it, so each key starts with
 * its parent's (query-keys.test.ts holds them so). Parameters (filters, ids) only have to stay serialisable.
 *
 * This one: the app as a whole.
 */

/** The signed-in person (or null): kept when everything else is dropped at sign-out. */
export const session = ['session'] as const;
/** The brand and switches every screen reads: kept at sign-out too. */
export const appConfig = ['app-config'] as const;
export const paymentsConfig = ['payments-config'] as const;
/** What an e-mail's unsubscribe link would turn off. */
export const unsubscribe = (token: string) => ['unsubscribe', token] as const;
/** The development outbox: the mails the app sent (decision 052). */
export const devOutbox = ['dev-outbox'] as const;
