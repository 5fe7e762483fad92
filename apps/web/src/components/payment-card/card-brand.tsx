import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import '@/lib/strings/payment-card';

const KNOWN_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type BrandKey = (typeof KNOWN_BRANDS)[number] | 'card';

/** The API's brand ('visa', 'mastercard', 'amex', 'card' or a processor's name) as a label key. */
export function brandKey(brand: string): BrandKey {
  const lower = brand.toLowerCase().replace(/[\s_-]/g, '');
  if (lower === 'americanexpress') return 'amex';
  return (KNOWN_BRANDS as readonly string[]).includes(lower) ? (lower as BrandKey) : 'card';
}

export function useBrandLabel() {
  const { t } = useTranslation();
  return (brand: string) => t(`paymentCard.brands.${brandKey(brand)}`);
}

/** Card-face colours per network (white text on each meets AA). */
export const BRAND_FACE: Record<BrandKey, string> = {
  visa: 'bg-linear-to-br from-[#1a1f71] to-[#2d3a9a]',
  mastercard: 'bg-linear-to-br from-zinc-900 to-zinc-700',
  amex: 'bg-linear-to-br from-[#17457a] to-[#1f5fa3]',
  discover: 'bg-linear-to-br from-[#7a3410] to-[#a4470f]',
  card: 'bg-linear-to-br from-brand-800 to-brand-600',
};

interface BrandMarkProps {
  brand: string;
  className?: string;
}

/** A logo-ish mark: card icon + network name (decorative; the card's accessible name says the brand). */
export function BrandMark({ brand, className }: BrandMarkProps) {
  const label = useBrandLabel()(brand);
  const key = brandKey(brand);
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md bg-white/15 px-2 py-1 font-bold text-[0.6875rem] text-white uppercase tracking-wider',
        className,
      )}
    >
      {key === 'mastercard' ? (
        <span className="flex">
          <span className="size-3.5 rounded-full bg-[#eb001b]" />
          <span className="-ml-1.5 size-3.5 rounded-full bg-[#f79e1b]/90" />
        </span>
      ) : (
        <CreditCard className="size-3.5" />
      )}
      {label}
    </span>
  );
}
