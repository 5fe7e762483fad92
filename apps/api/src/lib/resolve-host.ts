import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';

/** Resolves a host name to its addresses: node's resolver by default, a table in tests (there is no DNS there). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export const resolveWithDns: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });
