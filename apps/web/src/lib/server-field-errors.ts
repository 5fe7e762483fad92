import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

interface ServerFieldErrorsOptions<T extends FieldValues> {
  /** The form field a problem's path (`body.city`) is about, if any. */
  fieldForPath: (path: string) => Path<T> | null | undefined;
  /** The fields in the order they appear, to focus the first problem. */
  order: readonly Path<T>[];
  setError: UseFormSetError<T>;
  setFocus: UseFormSetFocus<T>;
}

/**
 * The server's field problems go under their fields (the first one per field) and the first field in
 * the form's order gets focus; the toast already shows the server's summary.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  { fieldForPath, order, setError, setFocus }: ServerFieldErrorsOptions<T>,
) {
  if (!isApiError(error) || !error.errors) return;
  const fields = new Map<Path<T>, string>();
  for (const issue of error.errors) {
    const field = fieldForPath(issue.path);
    if (field && !fields.has(field)) fields.set(field, issue.message);
  }
  for (const [field, message] of fields) setError(field, { type: 'server', message });
  const first = order.find((field) => fields.has(field));
  if (first) setFocus(first);
}
