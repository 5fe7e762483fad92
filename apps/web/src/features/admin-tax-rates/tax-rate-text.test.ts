import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { placeName } from './tax-rate-text';

afterEach(() => i18n.changeLanguage('en'));

const t = () => i18n.getFixedT(i18n.language);

describe('placeName', () => {
  it('names a province in the reader’s language, with its code', async () => {
    expect(placeName(t(), { country: 'canada', region: 'QC' })).toBe('Quebec (QC)');
    await i18n.changeLanguage('fr-CA');
    expect(placeName(t(), { country: 'canada', region: 'QC' })).toBe('Québec (QC)');
    expect(placeName(t(), { country: 'canada', region: 'PE' })).toBe('Île-du-Prince-Édouard (PE)');
    await i18n.changeLanguage('pt-PT');
    expect(placeName(t(), { country: 'canada', region: 'NT' })).toBe('Territórios do Noroeste (NT)');
  });

  it('keeps a region it does not know as stored', () => {
    expect(placeName(t(), { country: 'canada', region: 'XX' })).toBe('XX');
  });
});
