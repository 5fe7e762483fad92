import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Card } from '@/components/ui/card';
import type { FaqGroup } from './group-by-category';

interface FaqGroupsProps {
  groups: FaqGroup[];
  /** The name of the topic links' navigation, in the caller's words. */
  categoriesLabel: string;
  /** The categories' heading level: h2 on the FAQ page, h3 inside the Help page's FAQ section. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Topic links, then one section per category: a heading and its questions as disclosures. Shown by the FAQ page
 * and the Help page (every role's), so it takes its words from them.
 */
export function FaqGroups({ groups, categoriesLabel, headingLevel: Heading = 'h2' }: FaqGroupsProps) {
  return (
    <div className="flex flex-col gap-6">
      {groups.length > 1 ? (
        <nav aria-label={categoriesLabel}>
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
          <Heading id={`${group.slug}-title`} className="font-semibold text-lg tracking-tight">
            {group.category}
          </Heading>
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
