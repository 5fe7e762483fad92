import { ONBOARDING_MESSAGES, ONBOARDING_TITLES } from '@limpa/contracts';
import type { FastifySchemaValidationError } from 'fastify';
import { AppError, type FieldError, unprocessable } from '../../lib/app-error';

type Issue = FieldError & { own?: boolean };

const OWN_MESSAGES: readonly string[] = Object.values(ONBOARDING_MESSAGES);

/**
 * One 400 "Validation Error" listing every problem in `errors`. The detail is "Please fill in all required
 * fields" when anything required is missing, else the first rule's own wording (hourly rate, time slots,
 * postal code…), else the zod messages joined (unknown field, wrong type).
 */
export function onboardingValidationError(issues: Issue[]): AppError {
  const detail = issues.some((i) => i.message === ONBOARDING_MESSAGES.required)
    ? ONBOARDING_MESSAGES.required
    : (issues.find((i) => i.own || OWN_MESSAGES.includes(i.message))?.message ??
      issues.map((i) => `${i.path}: ${i.message}`).join('; '));
  return new AppError(
    400,
    'validation_error',
    'Validation Error',
    detail,
    issues.map(({ path, message, issue }) => ({ path, message, issue })),
  );
}

/** Route `schemaErrorFormatter` for the onboarding and availability bodies. */
export function onboardingSchemaErrorFormatter(
  errors: FastifySchemaValidationError[],
  dataVar: string,
): Error {
  return onboardingValidationError(
    errors.map((e) => ({
      path: [dataVar, ...e.instancePath.split('/').filter(Boolean)].join('.'),
      message: e.message ?? 'Invalid value',
      issue: { keyword: e.keyword, params: e.params },
      // Issues of our own refinements (availability rules, country rules) carry their own wording.
      own: e.keyword === 'custom',
    })),
  );
}

export const avatarNotUploaded = () =>
  onboardingValidationError([{ path: 'body.avatarUrl', message: ONBOARDING_MESSAGES.avatarUrl, own: true }]);

export const payoutNotConnected = () =>
  unprocessable(ONBOARDING_TITLES.save, ONBOARDING_MESSAGES.payoutFirst, 'payout_not_connected');

export const onboardingIncomplete = () =>
  unprocessable(ONBOARDING_TITLES.complete, ONBOARDING_MESSAGES.completeAllSteps, 'onboarding_incomplete');
