import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver whose zod schema (and zod itself, ~24 KB gzipped) loads on the first validation
 * instead of with the screen: the first screen paints without it (docs/decisions/024-performance.md).
 * Validation is asynchronous in react-hook-form anyway, so forms behave the same.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<ZodType<unknown, Values>>,
): Resolver<Values> {
  let loaded: Promise<Resolver<Values>> | null = null;
  return (values, context, options) => {
    loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<Values>,
    );
    return loaded.then((resolve) => resolve(values, context, options));
  };
}
