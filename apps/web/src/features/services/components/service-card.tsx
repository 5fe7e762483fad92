import type { Service } from '@limpa/contracts';
import { fromPrice } from '@limpa/domain';
import {
  AppWindow,
  Building2,
  Clock,
  HardHat,
  House,
  type LucideIcon,
  Sparkles,
  SprayCan,
  Truck,
  WashingMachine,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '@/components/icon-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatHours, formatMoney } from '@/lib/format';

const ICONS: Record<string, LucideIcon> = {
  'Regular House Cleaning': House,
  'Deep Cleaning': Sparkles,
  'Move-in/Move-out Cleaning': Truck,
  'Post-Construction Cleaning': HardHat,
  'Office Cleaning': Building2,
  'Carpet Cleaning': SprayCan,
  'Window Cleaning': AppWindow,
  'Laundry Services': WashingMachine,
};

interface ServiceCardProps {
  service: Service;
  /** The person's currency (the default address's, else the person's): the prices shown are that currency's. */
  currency: string;
  onBook: (serviceId: string) => void;
}

export function ServiceCard({ service, currency, onBook }: ServiceCardProps) {
  const { t } = useTranslation();
  const Icon = ICONS[service.key] ?? Sparkles;
  // The cheapest home's price and duration in the viewer's currency; the catalogue's own when it has none.
  const from = fromPrice(service.prices, currency);
  const hours = formatHours(from?.durationHours ?? service.durationHours);

  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <IconBadge icon={Icon} className="size-11 shrink-0 rounded-xl bg-brand-100 text-brand-700" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="font-semibold text-base leading-snug">{service.name}</h2>
          <p className="text-muted-foreground text-sm leading-relaxed">{service.description}</p>
        </div>
      </div>
      <div className="mt-auto flex items-center justify-between gap-3 text-sm">
        <span className="font-semibold text-brand-700 tabular-nums">
          {t('services.from', { price: formatMoney(from?.priceCents ?? service.basePriceCents, currency) })}
        </span>
        <span className="inline-flex items-center gap-1.5 text-muted-foreground tabular-nums">
          <Clock aria-hidden className="size-4" />
          <span aria-hidden>{t('services.duration', { hours })}</span>
          <span className="sr-only">{t('services.durationLabel', { hours })}</span>
        </span>
      </div>
      <Button
        variant="secondary"
        className="w-full"
        aria-label={t('services.bookLabel', { service: service.name })}
        onClick={() => onBook(service.id)}
      >
        {t('services.book')}
      </Button>
    </Card>
  );
}
