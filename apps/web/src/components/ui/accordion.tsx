import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Disclosure list (Radix Accordion): each trigger is a button inside a heading, with aria-expanded and
 * aria-controls pointing at its region; arrow keys, Home and End move between triggers.
 */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={cn('border-border/70 border-b last:border-b-0', className)}
      {...props}
    />
  );
}

interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  headerClassName?: string;
  /** The heading level wrapping the trigger; h3 (default) suits a list under an h2 section heading. */
  headerAs?: 'h2' | 'h3' | 'h4';
}

export function AccordionTrigger({
  className,
  children,
  headerClassName,
  headerAs: Heading = 'h3',
  ...props
}: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className={cn('flex', headerClassName)}>
        <AccordionPrimitive.Trigger
          className={cn(
            'group flex min-h-12 flex-1 items-center justify-between gap-3 rounded-lg py-3.5 text-left font-medium text-[0.9375rem] leading-snug transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden
            className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      className="overflow-hidden text-muted-foreground text-sm data-[state=open]:animate-fade-in motion-reduce:animate-none"
      {...props}
    >
      <div className={cn('pb-4 leading-relaxed', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
