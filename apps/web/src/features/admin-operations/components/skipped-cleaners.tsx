import type { SkippedPayout } from '@limpa/contracts';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** After a payout run: the cleaners with money owed who were not paid, and why (e.g. no payout account). */
export function SkippedCleaners({ skipped }: { skipped: readonly SkippedPayout[] }) {
  const { t } = useTranslation();
  if (skipped.length === 0) return null;
  return (
    <section
      aria-labelledby="payouts-skipped"
      className="flex flex-col gap-2 rounded-xl border border-accent-200 bg-accent-50 p-4 text-accent-800"
    >
      <h2 id="payouts-skipped" className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden className="size-4" />
        {t('adminOperations.payouts.skipped.title', { count: skipped.length })}
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {skipped.map((s) => (
          <li key={s.cleanerId}>
            <span className="font-medium">{s.cleanerName}</span>
            {': '}
            {s.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
