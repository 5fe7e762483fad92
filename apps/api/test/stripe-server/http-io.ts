import type { IncomingMessage, ServerResponse } from 'node:http';
import qs from 'qs';
import { invalidRequest } from './stripe-error.js';

export type Params = Record<string, unknown>;

/** Reads the whole request body as text. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Stripe's form encoding with nested keys (`metadata[bookingId]=…`, `expand[0]=…`, `expand[]=…`,
 * `capabilities[transfers][requested]=true`). Values stay strings, as Stripe receives them.
 */
export function parseForm(text: string): Params {
  return qs.parse(text, { depth: 10, arrayLimit: 100, parameterLimit: 2000, allowDots: false }) as Params;
}

export function sendJson(response: ServerResponse, status: number, body: unknown, requestId: string): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'request-id': requestId,
    'stripe-version': '2026-10-28.endive',
  });
  response.end(text);
}

// Readers for form values: Stripe receives strings and validates them; these answer Stripe's 400s.

export function optionalString(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${name}`, name);
  return value;
}

export function requiredString(params: Params, name: string): string {
  const value = optionalString(params, name);
  if (value === undefined)
    throw invalidRequest(`Missing required param: ${name}.`, name, 'parameter_missing');
  return value;
}

/** A positive whole number of the currency's smallest unit. */
export function optionalAmount(params: Params, name = 'amount'): number | undefined {
  const text = optionalString(params, name);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw invalidRequest(`Invalid positive integer: ${name}`, name, 'parameter_invalid_integer');
  }
  return Number(text);
}

export function requiredAmount(params: Params, name = 'amount'): number {
  const amount = optionalAmount(params, name);
  if (amount === undefined)
    throw invalidRequest(`Missing required param: ${name}.`, name, 'parameter_missing');
  return amount;
}

export function optionalBoolean(params: Params, name: string): boolean | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === true) return true;
  if (value === 'false' || value === false) return false;
  throw invalidRequest(`Invalid boolean: ${name}`, name);
}

/** ISO currency, answered lower-case as Stripe does. */
export function requiredCurrency(params: Params): string {
  const currency = requiredString(params, 'currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currency}.`, 'currency');
  return currency;
}

/** `metadata[key]=value` pairs; Stripe keeps string values only. */
export function metadataOf(params: Params): Record<string, string> {
  const value = params.metadata;
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidRequest('Invalid metadata: must be an object', 'metadata');
  }
  const metadata: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'string') throw invalidRequest(`Invalid metadata[${key}]`, `metadata[${key}]`);
    if (item !== '') metadata[key] = item;
  }
  return metadata;
}

/** `expand[]` / `expand[0]` → list of field paths. */
export function expandOf(params: Params): string[] {
  const value = params.expand;
  if (value === undefined) return [];
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object' && value
      ? Object.values(value)
      : [value];
  return list.filter((item): item is string => typeof item === 'string');
}

export function stringList(params: Params, name: string): string[] | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object' && value
      ? Object.values(value)
      : [value];
  return list.map(String);
}
