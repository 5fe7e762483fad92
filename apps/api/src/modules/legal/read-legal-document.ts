import type { LegalDocumentResponse, Locale } from '@limpa/contracts';
import type { LegalDocument, LegalVersions } from '@limpa/domain';
import { PRIVACY_POLICY } from './documents/privacy-policy';
import { TERMS_OF_SERVICE } from './documents/terms-of-service';
import { renderLegalMarkdown } from './legal-markdown';

const SOURCES: Record<LegalDocument, Record<Locale, string>> = {
  terms: TERMS_OF_SERVICE,
  privacy: PRIVACY_POLICY,
};

/** Each document in each language, rendered once: the texts only change with a deployment. */
const rendered = new Map<string, string>();

/** The document in force in the language asked for, with its version (one version for all its languages). */
export function readLegalDocument(
  legal: LegalVersions,
  document: LegalDocument,
  locale: Locale,
): LegalDocumentResponse {
  const key = `${document}:${locale}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderLegalMarkdown(SOURCES[document][locale]);
    rendered.set(key, html);
  }
  return { version: legal[document], html };
}
