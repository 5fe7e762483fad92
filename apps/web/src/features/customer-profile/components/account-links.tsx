import { ChevronRight, CreditCard, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '@/components/icon-badge';
import { Card } from '@/components/ui/card';

/** Shortcuts to the other account screens, as tappable cards. */
export function AccountLinks() {
  const { t } = useTranslation();
  const links = [
    {
      to: '/customer/addresses',
      icon: MapPin,
      title: t('customerProfile.shortcuts.addresses'),
      description: t('customerProfile.shortcuts.addressesDescription'),
    },
    {
      to: '/customer/payments',
      icon: CreditCard,
      title: t('customerProfile.shortcuts.payments'),
      description: t('customerProfile.shortcuts.paymentsDescription'),
    },
  ];

  return (
    <nav aria-label={t('customerProfile.shortcuts.label')}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {links.map(({ to, icon: Icon, title, description }) => (
          <li key={to}>
            <Card className="transition-shadow focus-within:shadow-float hover:shadow-float">
              <Link
                to={to}
                className="flex min-h-16 items-center gap-3 rounded-2xl p-4 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
              >
                <IconBadge icon={Icon} className="size-10 shrink-0 rounded-xl bg-brand-100 text-brand-700" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-semibold">{title}</span>
                  <span className="truncate text-muted-foreground text-sm">{description}</span>
                </span>
                <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </nav>
  );
}
