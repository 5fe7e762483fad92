import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSection } from '@/components/page-section';
import { cn } from '@/lib/cn';
import deepClean from '../assets/deep-clean.webp';
import recurring from '../assets/recurring.webp';
import roomByRoom from '../assets/room-by-room.webp';
import wholeHouse from '../assets/whole-house.webp';

type ServiceKey = 'wholeHouse' | 'roomByRoom' | 'deepClean' | 'recurring';

/** `service`: the catalogue key the card opens the wizard on (`default`: House Cleaning, whatever its name). */
const SERVICES: readonly { key: ServiceKey; image: string; service: string }[] = [
  { key: 'wholeHouse', image: wholeHouse, service: 'default' },
  { key: 'roomByRoom', image: roomByRoom, service: 'default' },
  { key: 'deepClean', image: deepClean, service: 'Deep Cleaning' },
  { key: 'recurring', image: recurring, service: 'default' },
];

/**
 * The four service images (docs/product-rules.md#look-and-feel: local WebP, 640×400, lazy: they sit below the
 * fold).
 */
export function ServiceGallery({ bookable }: { bookable: boolean }) {
  const { t } = useTranslation();
  return (
    <PageSection heading={t('customerHome.services.heading')}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {SERVICES.map(({ key, image, service }) => {
          const body = (
            <>
              <img
                src={image}
                alt={t(`customerHome.services.${key}Alt`)}
                width={640}
                height={400}
                loading="lazy"
                decoding="async"
                className="aspect-[8/5] w-full bg-brand-100 object-cover"
              />
              <span className="flex flex-col gap-0.5 p-3">
                <span className="font-semibold text-sm leading-tight">
                  {t(`customerHome.services.${key}`)}
                </span>
                <span className="text-muted-foreground text-xs leading-snug">
                  {t(`customerHome.services.${key}Body`)}
                </span>
              </span>
            </>
          );
          const cardClass =
            'flex h-full flex-col overflow-hidden rounded-2xl border border-border/70 bg-card shadow-card';
          return (
            <li key={key}>
              {bookable ? (
                <Link
                  to={`/customer/book?${new URLSearchParams({ service })}`}
                  className={cn(cardClass, 'transition-[border-color] hover:border-brand-300')}
                >
                  {body}
                </Link>
              ) : (
                <div className={cardClass}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
