import { Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The first-cleaning offer: display only (docs/product-rules.md#money), its Book Now opens the wizard. */
export function PromoBanner({ bookable }: { bookable: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="promo-heading"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-accent-100 to-accent-200 p-5 sm:p-6"
    >
      <span
        aria-hidden
        className="pointer-events-none absolute -right-6 -bottom-10 size-36 rounded-full bg-accent-400/25"
      />
      <span
        aria-hidden
        className="pointer-events-none absolute top-4 right-16 size-10 rounded-full bg-white/40"
      />
      <div className="relative flex flex-col items-start gap-3">
        <p className="flex items-center gap-1.5 font-semibold text-accent-800 text-xs uppercase tracking-wide">
          <Tag aria-hidden className="size-3.5" />
          {t('customerHome.promo.eyebrow')}
        </p>
        <h2
          id="promo-heading"
          className="max-w-[14rem] font-bold text-2xl text-foreground leading-tight sm:max-w-none"
        >
          {t('customerHome.promo.title')}
        </h2>
        <p className="max-w-xs text-accent-800 text-sm">{t('customerHome.promo.body')}</p>
        {bookable ? (
          <Button asChild className="mt-1 bg-foreground text-white hover:bg-foreground/85">
            <Link to="/customer/book">{t('customerHome.promo.bookNow')}</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
