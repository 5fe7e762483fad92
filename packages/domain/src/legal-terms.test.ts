import { describe, expect, it } from 'vitest';
import { CURRENT_LEGAL_VERSIONS, hasAcceptedCurrentLegal, namesCurrentLegal } from './legal-terms';

const current = { terms: '2027-01-01', privacy: '2026-11-28' };

describe('legal acceptance', () => {
  it('counts only the versions in force as accepted', () => {
    expect(
      hasAcceptedCurrentLegal({ termsVersion: '2027-01-01', privacyVersion: '2026-11-28' }, current),
    ).toBe(true);
    expect(
      hasAcceptedCurrentLegal({ termsVersion: '2026-11-28', privacyVersion: '2026-11-28' }, current),
    ).toBe(false);
    expect(hasAcceptedCurrentLegal({ termsVersion: null, privacyVersion: null }, current)).toBe(false);
  });

  it('refuses an acceptance naming an older version of either document', () => {
    expect(namesCurrentLegal({ termsVersion: '2027-01-01', privacyVersion: '2026-11-28' }, current)).toBe(
      true,
    );
    expect(namesCurrentLegal({ termsVersion: '2027-01-01', privacyVersion: '2026-01-01' }, current)).toBe(
      false,
    );
  });

  it('has one dated version per document', () => {
    expect(CURRENT_LEGAL_VERSIONS.terms).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(CURRENT_LEGAL_VERSIONS.privacy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
