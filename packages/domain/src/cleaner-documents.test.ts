import { describe, expect, it } from 'vitest';
import { isDecidable, isReplaceable, mayApproveCleaner } from './cleaner-documents';

describe('cleaner documents', () => {
  it('approval needs an approved identity only while the setting is on', () => {
    expect(mayApproveCleaner(true, true)).toBe(true);
    expect(mayApproveCleaner(true, false)).toBe(false);
    expect(mayApproveCleaner(false, false)).toBe(true);
  });

  it('only a pending document is decided', () => {
    expect(isDecidable('pending')).toBe(true);
    expect(isDecidable('approved')).toBe(false);
    expect(isDecidable('rejected')).toBe(false);
  });

  it('a new upload replaces a pending or rejected document, never an approved one', () => {
    expect(isReplaceable('pending')).toBe(true);
    expect(isReplaceable('rejected')).toBe(true);
    expect(isReplaceable('approved')).toBe(false);
  });
});
