import { CURRENT_LEGAL_VERSIONS } from '@limpa/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const read = (document: 'terms' | 'privacy', language?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/legal/${document}`,
    headers: language ? { 'accept-language': language } : {},
  });

describe('GET /api/v1/legal/terms and /privacy', () => {
  it.each([
    ['terms', 'en', 'Cancellations', '50 %'],
    ['terms', 'pt-PT', 'Cancelamentos', '15 %'],
    ['terms', 'fr-CA', 'Annulations', '24 heures'],
    ['privacy', 'en', 'Your rights', 'Stripe'],
    ['privacy', 'pt-PT', 'Os seus direitos', 'Stripe'],
    ['privacy', 'fr-CA', 'Vos droits', 'Stripe'],
  ] as const)(
    'answers the %s in %s, signed out, with the version in force',
    async (document, language, heading, fact) => {
      const res = await read(document, language);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-language']).toBe(language);
      const body = res.json();
      expect(body.version).toBe(CURRENT_LEGAL_VERSIONS[document]);
      expect(body.html).toContain(`<h2>${heading}</h2>`);
      expect(body.html).toContain(fact);
      // Only the renderer's own tags: headings, paragraphs, lists and links to this site's pages.
      const tags = new Set([...body.html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
      expect([...tags].every((tag) => ['h2', 'p', 'ul', 'li', 'a'].includes(tag))).toBe(true);
      expect([...body.html.matchAll(/href="([^"]*)"/g)].every((m) => m[1].startsWith('/'))).toBe(true);
    },
  );

  it('answers English to a browser asking for none of our languages', async () => {
    const res = await read('terms', 'de-DE');
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toContain('<h2>Who we are</h2>');
  });

  it('gives every language of a document the same version and its own text', async () => {
    const answers = await Promise.all(
      ['en', 'pt-PT', 'fr-CA'].map(async (l) => (await read('privacy', l)).json()),
    );
    expect(new Set(answers.map((a) => a.version)).size).toBe(1);
    expect(new Set(answers.map((a) => a.html)).size).toBe(3);
  });
});

describe('the legal texts as HTML', () => {
  it('escapes everything but its own markup, and links only to this site', async () => {
    const { renderLegalMarkdown } = await import('../../src/modules/legal/legal-markdown');
    const html = renderLegalMarkdown(
      '## A <b>title</b>\n\n<script>alert(1)</script> [Help](/help) [evil](https://evil.test) [js](javascript:x)\n\n- one & two\n- "three"',
    );
    expect(html).toBe(
      '<h2>A &lt;b&gt;title&lt;/b&gt;</h2>\n' +
        '<p>&lt;script&gt;alert(1)&lt;/script&gt; <a href="/help">Help</a> [evil](https://evil.test) [js](javascript:x)</p>\n' +
        '<ul><li>one &amp; two</li><li>&quot;three&quot;</li></ul>',
    );
  });
});
