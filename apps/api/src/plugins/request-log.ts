import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One line per request, once it is answered (method, url, status, time, request id), instead of Fastify's two
 * ("incoming request", "request completed"); and the request id on every answer, for support to find the line.
 * Successful answers can be sampled (LOG_REQUEST_SAMPLE_RATE) on busy deployments; client and server errors
 * are always logged.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance, opts: { sampleRate: number }) => {
  const { sampleRate } = opts;
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 400 || sampleRate >= 1 || Math.random() < sampleRate) {
      request.log.info(
        {
          req: request,
          res: reply,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    }
    done();
  });
});
