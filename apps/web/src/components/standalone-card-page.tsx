import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandLockup } from '@/components/brand-logo';
import { IconBadge } from '@/components/icon-badge';
import { Card, CardContent } from '@/components/ui/card';

interface StandaloneCardPageProps {
  /** The document's title. */
  title: string;
  icon: LucideIcon;
  heading: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A page reached from a mailed link, outside the signed-in shell (a password reset, an unsubscribe): the brand,
 * then one card with its icon, heading and what it does.
 */
export function StandaloneCardPage({ title, icon, heading, description, children }: StandaloneCardPageProps) {
  return (
    <div className="flex flex-col items-center gap-8 py-4 sm:py-10">
      <title>{title}</title>
      <BrandLockup />
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-6 p-5 sm:p-8">
          <div className="flex flex-col gap-3">
            <IconBadge icon={icon} className="size-11 rounded-xl bg-brand-100 text-brand-700" />
            <h1 className="font-semibold text-2xl tracking-tight">{heading}</h1>
            {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
          </div>
          {children}
        </CardContent>
      </Card>
    </div>
  );
}
