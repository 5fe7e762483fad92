import { describe, expect, it } from 'vitest';
import { groupByCategory } from './group-by-category';

const item = (id: string, category: string) => ({ id, category, question: `q${id}`, answer: `a${id}` });

describe('groupByCategory', () => {
  it('keeps categories in order of first appearance and items in their order', () => {
    const groups = groupByCategory([item('1', 'Pricing'), item('2', 'Booking'), item('3', 'Pricing ')]);
    expect(groups.map((g) => [g.category, g.slug, g.items.map((i) => i.id)])).toEqual([
      ['Pricing', 'faq-pricing', ['1', '3']],
      ['Booking', 'faq-booking', ['2']],
    ]);
  });

  it('makes URL-safe section ids', () => {
    expect(groupByCategory([item('1', 'Pagamentos & Faturação')])[0]!.slug).toBe('faq-pagamentos-faturacao');
    expect(groupByCategory([item('1', '???')])[0]!.slug).toBe('faq-general');
  });

  it('is empty for no items', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
