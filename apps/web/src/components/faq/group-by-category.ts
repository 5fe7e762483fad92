import type { FaqItem } from '@limpa/contracts';

export interface FaqGroup {
  category: string;
  /** A stable, URL-safe id for the category's section. */
  slug: string;
  items: FaqItem[];
}

function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'general'
  );
}

/** Groups items by category, categories in order of first appearance, items in their given order. */
export function groupByCategory(items: readonly FaqItem[]): FaqGroup[] {
  const groups = new Map<string, FaqGroup>();
  for (const item of items) {
    const category = item.category.trim();
    let group = groups.get(category);
    if (!group) {
      group = { category, slug: `faq-${slugify(category)}`, items: [] };
      groups.set(category, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
