import { CalendarCheck2, Clock, Leaf, type LucideIcon, ShieldCheck, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '@/components/icon-badge';
import { PageSection } from '@/components/page-section';
import { Card } from '@/components/ui/card';
import { useBrand } from '@/lib/app-config';

type ReasonKey = 'insured' | 'onTime' | 'rated' | 'eco' | 'payment';

const REASONS: readonly { key: ReasonKey; icon: LucideIcon }[] = [
  { key: 'insured', icon: ShieldCheck },
  { key: 'onTime', icon: Clock },
  { key: 'rated', icon: Star },
  { key: 'eco', icon: Leaf },
  { key: 'payment', icon: CalendarCheck2 },
];

export function WhyChooseUs() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <PageSection heading={t('customerHome.why.heading', { brand })}>
      <Card>
        <ul className="divide-y divide-border/70">
          {REASONS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-start gap-3 p-4">
              <IconBadge icon={Icon} className="size-10 shrink-0 rounded-xl bg-brand-50 text-brand-700" />
              <span className="flex flex-col gap-0.5">
                <span className="font-semibold text-sm">{t(`customerHome.why.${key}`)}</span>
                <span className="text-muted-foreground text-sm">{t(`customerHome.why.${key}Body`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </PageSection>
  );
}
