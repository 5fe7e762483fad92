import { ChevronRight, ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '@/components/icon-badge';

/** The way from the cleaner's profile to the service standards they are held to. */
export function StandardsLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/provider/service-standards"
      className="group flex items-center gap-4 rounded-2xl border border-border/70 bg-card p-4 shadow-card transition-colors hover:bg-brand-50/50 focus-visible:outline-2 focus-visible:outline-ring sm:p-5"
    >
      <IconBadge icon={ClipboardCheck} className="size-11 shrink-0 rounded-xl bg-brand-50 text-brand-700" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold leading-snug">{t('cleanerProfile.standards.link')}</span>
        <span className="text-muted-foreground text-sm">{t('cleanerProfile.standards.linkHint')}</span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
    </Link>
  );
}
