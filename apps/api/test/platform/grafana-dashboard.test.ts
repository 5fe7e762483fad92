import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

const on = useTestApp({ env: { METRICS_TOKEN: 'metrics-token-for-tests-0123456789abcdef' } });

const dashboardFile = path.resolve(import.meta.dirname, '../../../../docs/grafana/limpa-dashboard.json');

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
}

/** Every PromQL query of the dashboard: its panels' and its variables'. */
function queriesOf(dashboard: { panels: Panel[]; templating: { list: { definition?: string }[] } }) {
  const panels = dashboard.panels.flatMap((p) =>
    (p.targets ?? []).map((t) => ({ where: p.title, expr: t.expr })),
  );
  const variables = dashboard.templating.list.flatMap((v) =>
    v.definition ? [{ where: 'variable', expr: v.definition }] : [],
  );
  return [...panels, ...variables];
}

/** The metric names a query reads: the app's own (limpa_*) and prom-client's defaults (process_*, nodejs_*). */
const metricsIn = (expr: string) => expr.match(/\b(?:limpa|process|nodejs)_[a-z0-9_]+\b/g) ?? [];

/** The series names the registry exposes: a histogram's _bucket, _count and _sum, a summary's _count and _sum. */
async function exposedNames(): Promise<Set<string>> {
  const registry = on.app.metricsRegistry!;
  const names = new Set<string>();
  for (const metric of await registry.getMetricsAsJSON()) {
    names.add(metric.name);
    const suffixes =
      String(metric.type) === 'histogram'
        ? ['_bucket', '_count', '_sum']
        : String(metric.type) === 'summary'
          ? ['_count', '_sum']
          : [];
    for (const suffix of suffixes) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

describe('docs/grafana/limpa-dashboard.json', () => {
  const dashboard = JSON.parse(readFileSync(dashboardFile, 'utf8'));
  const queries = queriesOf(dashboard);

  it('queries only metrics the app registers (a renamed metric fails here)', async () => {
    const exposed = await exposedNames();
    expect(queries.length).toBeGreaterThan(10);
    for (const { where, expr } of queries) {
      const metrics = metricsIn(expr);
      expect(metrics.length, `${where}: ${expr}`).toBeGreaterThan(0);
      for (const metric of metrics)
        expect(exposed.has(metric), `${where}: ${metric} is not in the registry`).toBe(true);
    }
  });

  it('shows every metric of the app at least once', async () => {
    const queried = queries.flatMap(({ expr }) => metricsIn(expr));
    const own = (await on.app.metricsRegistry!.getMetricsAsJSON())
      .map((m) => m.name)
      .filter((name) => name.startsWith('limpa_'));
    const unshown = own.filter((name) => !queried.some((q) => q === name || q.startsWith(`${name}_`)));
    expect(unshown).toEqual([]);
  });

  it('names its data source by a variable, so it imports into any Grafana', () => {
    const sources = dashboard.panels
      .filter((p: Panel) => p.type !== 'row')
      .map((p: { datasource: { uid: string } }) => p.datasource.uid);
    // Grafana's variable syntax, `${datasource}`, in every panel.
    expect(sources.filter((uid: string) => !/^\$\{datasource\}$/.test(uid))).toEqual([]);
  });
});
