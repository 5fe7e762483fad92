import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Card } from '@/components/ui/card';
import type { FaqGroup } from '../group-by-category';

/** Topic links, then one section per category: a heading and its questions as disclosures. */
export function FaqGroups({ groups }: { groups: FaqGroup[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      {groups.length > 1 ? (
        <nav aria-label={t('faq.categoriesLabel')}>
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.slug}>
                <a
                  href={`#${group.slug}`}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-border bg-card px-4 font-medium text-sm shadow-xs transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
                >
                  {group.category}
                  <span aria-hidden className="text-muted-foreground tabular-nums">
                    {group.items.length}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => (
        <section
          key={group.slug}
          id={group.slug}
          aria-labelledby={`${group.slug}-title`}
          className="flex scroll-mt-24 flex-col gap-3"
        >
          <h2 id={`${group.slug}-title`} className="font-semibold text-lg tracking-tight">
            {group.category}
          </h2>
          <Card className="px-5">
            <Accordion type="multiple">
              {group.items.map((item) => (
                <AccordionItem key={item.id} value={item.id}>
                  <AccordionTrigger>{item.question}</AccordionTrigger>
                  <AccordionContent>{item.answer}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </Card>
        </section>
      ))}
    </div>
  );
}
