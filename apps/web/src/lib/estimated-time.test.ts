import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { estimatedTimeLabel } from './estimated-time';
import en from './locales/en/booking.json';
import frCa from './locales/fr-CA/booking.json';
import ptPt from './locales/pt-PT/booking.json';

async function tIn(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: {
      en: { translation: { booking: en } },
      'pt-PT': { translation: { booking: ptPt } },
      'fr-CA': { translation: { booking: frCa } },
    },
  });
  return i18n.t;
}

describe('estimatedTimeLabel', () => {
  it('writes the price table’s time in each language', async () => {
    expect(estimatedTimeLabel(await tIn('en'), 'up to 2h30')).toBe('up to 2h30');
    expect(estimatedTimeLabel(await tIn('pt-PT'), 'up to 2h30')).toBe('até 2h30');
    expect(estimatedTimeLabel(await tIn('fr-CA'), 'up to 1h30')).toBe('jusqu’à 1 h 30');
  });

  it('shows any other text as stored', async () => {
    expect(estimatedTimeLabel(await tIn('fr-CA'), 'about 2 hours')).toBe('about 2 hours');
  });
});
