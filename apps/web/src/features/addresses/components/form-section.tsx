import { type ReactNode, useId } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** A titled card grouping some of the address form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id}>
      <CardContent className="flex flex-col gap-5">
        <h3 id={id} className="font-semibold text-base">
          {title}
        </h3>
        {children}
      </CardContent>
    </Card>
  );
}
