import {
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/** What a call dropped because one is running resolves to: nothing, ever (its caller has nothing to report). */
const never = <T>() => new Promise<T>(() => undefined);

/**
 * useMutation for an action that changes something on the server (decision 046): one request at a time per
 * hook. A second `mutate`/`mutateAsync` while the first runs (a double click, a second tap before the button
 * re-rendered disabled) is dropped, so the server sees one request and the person one outcome. `isPending` is
 * what buttons disable on and announce as busy.
 */
export function useActionMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const running = useRef(false);
  const start = mutation.mutateAsync;

  const mutateAsync = useCallback<typeof start>(
    (...args) => {
      if (running.current) return never();
      running.current = true;
      return start(...args).finally(() => {
        running.current = false;
      });
    },
    [start],
  );
  const mutate = useCallback<UseMutationResult<TData, TError, TVariables, TContext>['mutate']>(
    (...args) => {
      // Failures are the options' or the call's onError to report, as with useMutation's own mutate.
      mutateAsync(...args).catch(() => undefined);
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<TData, TError, TVariables, TContext>;
}
