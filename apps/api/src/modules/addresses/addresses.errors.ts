import { ADDRESS_MESSAGES } from '@limpa/contracts';
import { MAX_ADDITIONAL_ADDRESSES } from '@limpa/domain';
import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import { AppError, type FieldError, unprocessable } from '../../lib/app-error';

type Issue = FieldError;

const SPEC_MESSAGES: readonly string[] = [
  ADDRESS_MESSAGES.email,
  ADDRESS_MESSAGES.canadianPostalCode,
  ADDRESS_MESSAGES.portuguesePostalCode,
  ADDRESS_MESSAGES.district,
  ADDRESS_MESSAGES.duplicateRoom,
];

/**
 * One 400 "Validation Error" listing every problem in `errors`. The detail is the product's wording:
 * "Please fill in all required fields" when anything required is missing, else the first rule's own
 * message (e-mail, postal code…), else the zod messages joined (unknown field, wrong type).
 */
export function addressValidationError(issues: Issue[]): AppError {
  const detail = issues.some((i) => i.message === ADDRESS_MESSAGES.required)
    ? ADDRESS_MESSAGES.required
    : (issues.find((i) => SPEC_MESSAGES.includes(i.message))?.message ??
      issues.map((i) => `${i.path}: ${i.message}`).join('; '));
  return new AppError(400, 'validation_error', 'Validation Error', detail, issues);
}

/** Route `schemaErrorFormatter`: fastify-type-provider-zod issues → addressValidationError. */
export function addressSchemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return addressValidationError(
    errors.map((e) => ({
      path: [dataVar, ...e.instancePath.split('/').filter(Boolean)].join('.'),
      message: e.message ?? 'Invalid value',
      issue: { keyword: e.keyword, params: e.params },
    })),
  );
}

/** The same problem for a merged PATCH checked in the service. */
export function addressZodError(error: z.ZodError): AppError {
  return addressValidationError(
    error.issues.map((i) => ({
      path: ['body', ...i.path.map(String)].join('.'),
      message: i.message,
      issue: { keyword: i.code, params: { ...i } },
    })),
  );
}

export const primaryLimitReached = () =>
  unprocessable('Limit Reached', ADDRESS_MESSAGES.primaryLimit, 'address_limit_reached').withDetailVars(
    {},
    'detail_primary',
  );
export const additionalLimitReached = () =>
  unprocessable('Limit Reached', ADDRESS_MESSAGES.additionalLimit, 'address_limit_reached').withDetailVars({
    max: MAX_ADDITIONAL_ADDRESSES,
  });
