// The web builds every URL from the contract's apiRoutes (decision 045): each one must be a route this app
// registers, with each method the contract says, or a renamed route would break a screen with no test failing.
import { API_ROUTE_METHODS, apiRoutes } from '@limpa/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const calls = Object.entries(API_ROUTE_METHODS).flatMap(([method, names]) =>
  names.map((name) => ({ name, method, path: apiRoutes[name] })),
);

describe('the contract’s API paths', () => {
  it.each(calls)('$method $path ($name) is a registered route', ({ method, path }) => {
    expect(t.app.hasRoute({ method, url: path })).toBe(true);
  });

  // find-my-way matches a template whatever its parameters are called: a URL filled in says which names the
  // route reads, and they must be the contract's (the API reads `request.params` by them).
  it.each(calls.filter(({ path }) => path.includes(':')))(
    '$method $path names its parameters as the contract does',
    ({ method, path }) => {
      const names = [...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name);
      const url = path.replace(/:([A-Za-z]+)/g, (_, name: string) => `value-of-${name}`);
      const found = t.app.findRoute({ method, url });
      expect(found?.params).toEqual(Object.fromEntries(names.map((name) => [name, `value-of-${name}`])));
    },
  );
});
