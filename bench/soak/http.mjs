// A tiny HTTP client for the soak: every answer is counted by status; 5xx are kept as evidence.

export function createClient(stats) {
  return async function call(base, method, url, { cookie, body, headers: extra } = {}) {
    const headers = { ...extra };
    if (cookie) headers.cookie = cookie;
    // Browsers send Origin on state changes and the API refuses cookie-carrying ones without it.
    if (method !== 'GET') headers.origin = base;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let res;
    try {
      res = await fetch(base + url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      stats.record(base, method, url, 'network', performance.now() - started);
      stats.networkErrors.push(`${method} ${url}: ${err.cause?.code ?? err.message}`);
      return { status: 0, json: null, cookie: '' };
    }
    const text = await res.text();
    stats.record(base, method, url, res.status, performance.now() - started);
    if (res.status >= 500)
      stats.serverErrors.push(`${base} ${method} ${url} → ${res.status} ${text.slice(0, 300)}`);
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // CSV or empty
    }
    const setCookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { status: res.status, json, cookie: setCookie };
  };
}

/** Counts per route template (ids replaced) and status, plus latency. */
export function createStats() {
  const routes = new Map();
  return {
    serverErrors: [],
    networkErrors: [],
    record(_base, method, url, status, ms) {
      const key = `${method} ${url.split('?')[0].replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')}`;
      const row = routes.get(key) ?? { count: 0, statuses: {}, totalMs: 0, maxMs: 0 };
      row.count++;
      row.statuses[status] = (row.statuses[status] ?? 0) + 1;
      row.totalMs += ms;
      row.maxMs = Math.max(row.maxMs, ms);
      routes.set(key, row);
    },
    table() {
      return [...routes]
        .sort((a, b) => b[1].count - a[1].count)
        .map(([route, r]) => ({
          route,
          requests: r.count,
          statuses: Object.entries(r.statuses)
            .map(([s, n]) => `${s}×${n}`)
            .join(' '),
          'avg ms': Math.round(r.totalMs / r.count),
          'max ms': Math.round(r.maxMs),
        }));
    },
    total: () => [...routes.values()].reduce((n, r) => n + r.count, 0),
  };
}
