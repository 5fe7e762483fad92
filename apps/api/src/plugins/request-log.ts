import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Fastify's request log lines, one per request instead of two: nothing when a request comes in, one line when
 * its answer has gone (method, URL, remote address, status, time, request id; an error with its stack).
 * Successful answers can be sampled (LOG_REQUEST_SAMPLE_RATE) on busy deployments; client errors, server
 * errors, failed responses and every other line of Fastify's (stream errors, serialisation errors) are kept.
 */
export class RequestLogController extends LogController {
  constructor(private readonly sampleRate: number) {
    super();
  }

  override incomingRequest(): void {}

  /** A 404's line is its "request completed" line. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
    } else if (reply.statusCode >= 400 || this.sampleRate >= 1 || Math.random() < this.sampleRate) {
      reply.log.info(line, 'request completed');
    }
  }
}

/** The request id on every answer, for support to find its log line. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
});
