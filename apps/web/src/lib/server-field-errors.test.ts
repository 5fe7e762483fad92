import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { showServerFieldErrors } from './server-field-errors';

type Values = { street: string; city: string; postalCode: string };

function setup() {
  const setError = vi.fn();
  const setFocus = vi.fn();
  const options = {
    fieldForPath: (path: string) => {
      const field = path.split('.')[1];
      return field === 'street' || field === 'city' || field === 'postalCode' ? field : null;
    },
    order: ['street', 'city', 'postalCode'] as const,
    setError,
    setFocus,
  };
  return { setError, setFocus, options };
}

describe('showServerFieldErrors', () => {
  it('puts the first problem of each field under it and focuses the first field in form order', () => {
    const { setError, setFocus, options } = setup();
    const error = new ApiError({
      type: 'about:blank',
      title: 'Invalid',
      status: 400,
      errors: [
        { path: 'body.postalCode', message: 'Bad postal code' },
        { path: 'body.city', message: 'City required' },
        { path: 'body.city', message: 'City too long' },
        { path: 'query.limit', message: 'Ignored' },
      ],
    });
    showServerFieldErrors<Values>(error, { ...options, order: [...options.order] });
    expect(setError.mock.calls).toEqual([
      ['postalCode', { type: 'server', message: 'Bad postal code' }],
      ['city', { type: 'server', message: 'City required' }],
    ]);
    expect(setFocus).toHaveBeenCalledWith('city');
  });

  it('ignores errors that are not the API’s field problems', () => {
    const { setError, setFocus, options } = setup();
    showServerFieldErrors<Values>(new Error('offline'), { ...options, order: [...options.order] });
    expect(setError).not.toHaveBeenCalled();
    expect(setFocus).not.toHaveBeenCalled();
  });
});
