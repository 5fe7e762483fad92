import { HOURLY_RATE_MESSAGES, type MeResponse } from '@limpa/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ContractViolation, takeContractViolations } from './contract-check';
import { json, mockFetch } from './fetch';
import { cleanerProfileFixture, sessionFixture } from './profile-fixture';

// The test server itself: what the API would refuse, or could not answer, fails the test that met it.
const send = (method: string, url: string, body?: unknown) =>
  fetch(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });

const session: MeResponse = sessionFixture(cleanerProfileFixture());

// Each test here provokes violations on purpose: they are checked, then forgotten before the setup's check.
afterEach(() => {
  takeContractViolations();
});

describe('the web tests’ fetch stub holds requests and answers to the contract', () => {
  it('passes a request and an answer the API takes and gives', async () => {
    mockFetch((r) => (r.method === 'PATCH' ? json(session) : undefined));
    const res = await send('PATCH', '/api/v1/me/profile', { hourlyRate: 22.5 });
    expect(res.status).toBe(200);
    expect(takeContractViolations()).toEqual([]);
  });

  it('fails a body the route refuses, naming the route and zod’s issue', async () => {
    mockFetch(() => json(session));
    const failed = send('PATCH', '/api/v1/me/profile', { hourlyRate: 26 });
    await expect(failed).rejects.toThrow(ContractViolation);
    await expect(failed).rejects.toThrow(/PATCH \/api\/v1\/me\/profile \(profile\): the request body/);
    await expect(failed).rejects.toThrow(`hourlyRate: ${HOURLY_RATE_MESSAGES.toTheCent}`);
    expect(takeContractViolations()).toHaveLength(1);
  });

  it('fails a path the contract does not have', async () => {
    mockFetch();
    await expect(send('GET', '/api/v1/me/hourly-rate')).rejects.toThrow(/no route of the contract/);
  });

  it('fails a method the contract does not call the route with', async () => {
    mockFetch();
    await expect(send('DELETE', '/api/v1/session')).rejects.toThrow(
      'DELETE /api/v1/session: the contract has /api/v1/session but not with DELETE',
    );
  });

  it('fails a query the route refuses', async () => {
    mockFetch(() => json({ items: [], nextCursor: null }));
    await expect(send('GET', '/api/v1/me/earnings?limit=0')).rejects.toThrow(
      /GET \/api\/v1\/me\/earnings.*query/,
    );
  });

  it('fails a body sent to a route that reads none', async () => {
    mockFetch();
    await expect(send('POST', '/api/v1/me/payout/connect', { account: 'x' })).rejects.toThrow(
      /reads no body/,
    );
  });

  it('fails an answer the API could not give', async () => {
    mockFetch(() => json({ user: session.user, profile: { ...session.profile, hourlyRate: '22.50' } }));
    await expect(send('GET', '/api/v1/session')).rejects.toThrow(
      /GET \/api\/v1\/session \(session\): the response/,
    );
  });

  it('fails a problem that is not the API’s problem shape', async () => {
    mockFetch(() => json({ message: 'nope' }, 400));
    await expect(send('GET', '/api/v1/session')).rejects.toThrow(/400 problem does not match/);
  });

  it('keeps what it refused for the test setup, even when the screen swallowed the failure', async () => {
    mockFetch();
    await send('GET', '/api/v1/nowhere').catch(() => undefined);
    expect(takeContractViolations().map((v) => v.message)).toEqual([
      'GET /api/v1/nowhere: no route of the contract (packages/contracts api-routes.ts)',
    ]);
  });
});
