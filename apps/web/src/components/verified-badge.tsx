import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * "Verified": an admin approved the cleaner's identity document (decision 071). One icon the customer home
 * already loads, and a word: the home's first-load budget has almost no room left.
 */
export function VerifiedBadge() {
  const { t } = useTranslation();
  const label = t('badges.verified');
  return (
    <span
      role="img"
      aria-label={label}
      className="inline-flex w-fit items-center gap-1 font-medium text-brand-700 text-xs"
    >
      <ShieldCheck aria-hidden className="size-3.5 shrink-0" />
      <span aria-hidden>{label}</span>
    </span>
  );
}
