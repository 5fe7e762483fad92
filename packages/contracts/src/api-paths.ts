import type * as apiRoutes from './api-routes';

/**
 * Filling in the contract's API paths (decision 045). The paths are in api-routes.ts, each the Fastify
 * template the API registers; the web uses a path without parameters as it is (`apiRoutes.services`) and
 * fills a template with `apiPath(apiRoutes.booking, { id })`.
 */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every path of api-routes.ts, checked to be one under /api/ (a wrong entry fails the typecheck here). */
export type ApiRoutePath = EveryPath<typeof apiRoutes>[keyof typeof apiRoutes];
type EveryPath<Routes extends Record<string, `/api/${string}`>> = Routes;

/** The `:name` segments of a Fastify template; a last one may end in a file suffix (`:month.pdf`). */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}.${string}`
    ? Name
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** What fills a template's parameters. */
export type ApiPathParams<Path extends string> = { [Param in ParamNames<Path>]: string | number };

/** A path without parameters takes no second argument; a template takes all of its parameters. */
type ApiPathArgs<Path extends string> = [ParamNames<Path>] extends [never]
  ? []
  : [params: ApiPathParams<Path>];

/**
 * The URL of a route with its parameters filled in, each encoded (an id never adds a segment or a query).
 * A parameter left out is a type error; the query string, where there is one, the caller adds. Kept this
 * small on purpose: the customer home's chunks carry it, within a budget measured in bytes.
 */
export function apiPath<Path extends ApiRoutePath>(path: Path, ...[params]: ApiPathArgs<Path>): string {
  const values = params as Record<string, string | number>;
  return path.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(values[param]!));
}
