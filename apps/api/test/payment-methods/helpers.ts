import { type Database, paymentMethods } from '@limpa/db';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The local processor's test cards (docs/product-rules.md#payments). */
export const CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  authenticationRequired: '4000 0027 6000 3184',
} as const;

export const nextYear = () => new Date().getUTCFullYear() + 1;
export const digitsOf = (number: string) => number.replace(/\s+/g, '');

export function tokenRequest(app: FastifyInstance, cookie: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/payments/local/tokens', headers: { cookie }, payload });
}

export async function tokenize(
  app: FastifyInstance,
  cookie: string,
  number: string = CARDS.visa,
  card: { expMonth?: number; expYear?: number; cvc?: string } = {},
): Promise<string> {
  const res = await tokenRequest(app, cookie, {
    number,
    expMonth: card.expMonth ?? 12,
    expYear: card.expYear ?? nextYear(),
    cvc: card.cvc ?? '123',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

export function addCardRequest(app: FastifyInstance, cookie: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/me/payment-methods', headers: { cookie }, payload });
}

export interface CardView {
  id: string;
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  isExpired: boolean;
  createdAt: string;
}

/** Tokenises and saves a card; returns the API's view of it. */
export async function addCard(
  app: FastifyInstance,
  cookie: string,
  number: string = CARDS.visa,
  options: { isDefault?: boolean; expMonth?: number; expYear?: number } = {},
): Promise<CardView> {
  const token = await tokenize(app, cookie, number, options);
  const res = await addCardRequest(app, cookie, {
    token,
    ...(options.isDefault === undefined ? {} : { isDefault: options.isDefault }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CardView;
}

export async function listCards(app: FastifyInstance, cookie: string): Promise<CardView[]> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/me/payment-methods', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CardView[];
}

export function setDefault(app: FastifyInstance, cookie: string, id: string) {
  return app.inject({ method: 'POST', url: `/api/v1/me/payment-methods/${id}/default`, headers: { cookie } });
}

export function removeCard(app: FastifyInstance, cookie: string, id: string) {
  return app.inject({ method: 'DELETE', url: `/api/v1/me/payment-methods/${id}`, headers: { cookie } });
}

/** A card row saved directly (e.g. one that has expired since it was saved: the API refuses expired cards). */
export async function insertCardRow(
  db: Database,
  userId: string,
  card: { expMonth: number; expYear: number; lastFour?: string; isDefault?: boolean; createdAt?: Date },
) {
  const [row] = await db
    .insert(paymentMethods)
    .values({
      userId,
      gateway: 'local',
      gatewayPaymentMethodId: `tok_local_direct_${Math.random().toString(16).slice(2)}`,
      cardBrand: 'visa',
      cardLastFour: card.lastFour ?? '1111',
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
      isDefault: card.isDefault ?? false,
      ...(card.createdAt ? { createdAt: card.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** The user id behind a session cookie. */
export async function userIdOf(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
  return res.json().user.id as string;
}
