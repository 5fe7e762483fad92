import { AppError } from '../../lib/app-error';

/**
 * The product's single answer to a booking request without some required field, for a body whose every
 * validation issue is a field it does not have (`validation` as the route's attached validation error has it);
 * null otherwise, when the validation error is the answer.
 */
export function missingInformation(
  invalid: { validation?: { instancePath: string }[]; validationContext?: string },
  body: unknown,
): AppError | null {
  const fields = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  const missing =
    fields !== null &&
    invalid.validationContext === 'body' &&
    (invalid.validation?.length ?? 0) > 0 &&
    invalid.validation?.every(({ instancePath }) => {
      const path = instancePath.split('/').filter(Boolean);
      return path.length === 1 && fields[path[0] as string] === undefined;
    });
  if (!missing) return null;
  return new AppError(
    400,
    'missing_information',
    'Missing Information',
    'Please complete all required fields including home type.',
  );
}
