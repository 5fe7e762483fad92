import type { Database } from '@limpa/db';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, passedOnCode, pgCode } from '../lib/app-error';
import { isConnectionError, isDatabaseReachable, serviceUnavailable } from '../lib/database-availability';
import { validationDetail } from '../lib/problem-translation';
import { sendProblem } from '../lib/send-problem';

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/** Fastify's `frameworkErrors`: router errors (undecodable path, over-long parameter) as a 400 problem. */
export function frameworkErrorProblem(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code = passedOnCode((error.code ?? 'bad_request').toLowerCase());
  return sendProblem(reply, new AppError(400, code, 'Bad Request', error.message || 'Bad Request'));
}

/**
 * Maps every error to RFC 9457 problem+json in one place; 5xx bodies never carry internals. An unexpected error
 * while the database is unreachable is a 503 with Retry-After (never a 500, and never a 401 that would sign
 * the person out in the web app).
 */
export const errorsPlugin = fp(async (app: FastifyInstance, opts: { db: Database }) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendProblem(reply, error);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
        issue: { keyword: v.keyword, params: v.params },
      }));
      return sendProblem(
        reply,
        new AppError(400, 'validation_error', 'Validation Error', validationDetail(errors), errors),
      );
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const title = STATUS_TITLES[status] ?? 'Bad Request';
      const code = passedOnCode(
        (error.code ?? title)
          .toString()
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '_'),
      );
      return sendProblem(reply, new AppError(status, code, title, error.message || title));
    }

    // A query PostgreSQL refused (a SQLSTATE) or could not run: counted for the alerts (docs/operations.md#metrics).
    const connectionLost = isConnectionError(error);
    if (connectionLost || pgCode(error)) app.metrics.dbQueryError();
    if (connectionLost || !(await isDatabaseReachable(opts.db))) {
      request.log.warn({ err: error }, 'database unreachable');
      return sendProblem(reply, serviceUnavailable());
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      reply,
      new AppError(
        500,
        'internal_error',
        'Internal Server Error',
        `Something went wrong. Reference: ${request.id}`,
      ).withDetailVars({ reference: request.id }),
    );
  });
});
