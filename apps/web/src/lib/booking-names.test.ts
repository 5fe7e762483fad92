import { afterEach, describe, expect, it } from 'vitest';
import { homeTypeText } from './booking-names';
import { i18n } from './i18n';

afterEach(() => i18n.changeLanguage('en'));

describe('homeTypeText', () => {
  const t = () => i18n.getFixedT(i18n.language);

  it('names a Canadian home by its bedrooms, in the reader language', async () => {
    expect(homeTypeText(t(), 'T0', 'canada')).toBe('Studio');
    expect(homeTypeText(t(), 'T1', 'canada')).toBe('1 bedroom');
    expect(homeTypeText(t(), 'T2', 'canada')).toBe('2 bedrooms');
    expect(homeTypeText(t(), 'T4', 'canada')).toBe('4+ bedrooms');
    await i18n.changeLanguage('fr-CA');
    expect(homeTypeText(t(), 'T2', 'canada')).toBe('2 chambres');
    expect(homeTypeText(t(), 'T1', 'canada')).toBe('1 chambre');
  });

  it('keeps T0–T4 for a Portuguese home, whatever the language', async () => {
    expect(homeTypeText(t(), 'T0', 'portugal')).toBe('T0');
    await i18n.changeLanguage('pt-PT');
    expect(homeTypeText(t(), 'T3', 'portugal')).toBe('T3');
    expect(homeTypeText(t(), 'T3', 'canada')).toBe('3 quartos');
  });
});
