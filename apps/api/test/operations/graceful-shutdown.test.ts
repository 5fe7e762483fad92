import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { freePort } from '@limpa/db';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process';

let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill('SIGKILL');
});

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

const readiness = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
    (res) => res.status,
    () => 0,
  );

describe('SIGTERM', () => {
  it('drains (unready), stops taking connections, finishes the request in flight, and exits cleanly', async () => {
    const port = await freePort();
    server = await startServerProcess(port, { env: { WORKERS: 'true', SHUTDOWN_DRAIN_MS: '1500' } });
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'not the password' });

    // A request in flight: headers and half its body sent before the signal, the rest after.
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/sign-in/email',
      // 100-continue: the server's "go on" proves it has the request before the signal is sent.
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    const received = new Promise((resolve) => request.once('continue', resolve));
    const answer = new Promise<{ status: number; type: string }>((resolve, reject) => {
      request.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']) }));
      });
      request.on('error', reject);
    });
    request.flushHeaders();
    await received;
    request.write(body.slice(0, 10));

    const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    // Draining first (decision 082): still accepting, but unready, so a load balancer takes it out.
    await expect.poll(() => readiness(port), { timeout: 5_000 }).toBe(503);
    await expect.poll(() => refusesConnections(port), { timeout: 10_000 }).toBe(true);
    request.end(body.slice(10));

    expect(await answer).toEqual({ status: 401, type: expect.stringContaining('application/problem+json') });
    expect(await exited).toBe(0);
  }, 120_000);
});
