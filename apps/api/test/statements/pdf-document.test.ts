import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../src/lib/pdf/pdf-document';
import { toWinAnsi } from '../../src/lib/pdf/win-ansi';
import { monthlyPdf } from '../../src/modules/statements/statement-files';
import { pdfText } from '../helpers/pdf-text';

// The PDF builder statements use and invoices will (decision 077), read back with poppler's pdftotext.
describe('toWinAnsi', () => {
  it('keeps Portuguese and French letters and €, maps Intl spaces and minus, marks the rest', () => {
    expect(toWinAnsi('Conceição, São João, œuvre, été, 12 €')).toBe('Conceição, São João, œuvre, été, 12 €');
    expect(toWinAnsi('1\u202f234,56\u00a0$ \u22125')).toBe('1\u00a0234,56\u00a0$ -5');
    expect(toWinAnsi('Łódź 日本')).toBe('?ód? ??');
  });
});

describe('renderPdf', () => {
  it('writes the header, a table with its totals, and carries long tables over pages', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => [`Linha ${i + 1}`, 'Limpeza de primavera', '1,00 €']);
    const pdf = await renderPdf({
      platformName: 'Limpa',
      title: 'Extrato — março de 2026',
      details: ['Para Inês Conceição'],
      tables: [
        {
          heading: 'Movimentos em EUR',
          columns: [
            { label: 'Data', width: 2 },
            { label: 'Descrição', width: 5 },
            { label: 'Bruto', width: 2, align: 'right' },
          ],
          rows,
          totals: ['Total', '', '80,00 €'],
        },
      ],
      footer: 'Nota final',
      createdAt: new Date('2026-03-31T12:00:00Z'),
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Extrato — março de 2026');
    expect(text).toContain('Para Inês Conceição');
    expect(text).toMatch(/Linha 80 +Limpeza de primavera +1,00 €/);
    expect(text).toMatch(/Total +80,00 €/);
    expect(text.split('\f').filter((page) => page.trim()).length).toBeGreaterThan(1);
  });
});

describe('a statement PDF', () => {
  it('is headed with the platform’s name from BRAND_NAME, not a fixed "Limpa"', async () => {
    const facts = { brand: 'Acme Clean', locale: 'en', name: 'Ana', currency: 'EUR', issuedOn: '2026-04-01' };
    const text = pdfText(await monthlyPdf('2026-03', [], facts));
    expect(text).toContain('Acme Clean');
    expect(text).not.toContain('Limpa');
  });
});
