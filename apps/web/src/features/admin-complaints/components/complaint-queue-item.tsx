import type { AdminComplaint } from '@limpa/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { complaintStage } from '@/components/complaint/complaint-summary';
import '@/lib/strings/complaint';
import { calendarDay, momentDay } from '../complaints-format';

/** One complaint of the queue: who complained about whom, the cleaning's day, where it stands; opens it. */
export function ComplaintQueueItem({ item, onOpen }: { item: AdminComplaint; onOpen: () => void }) {
  const { t } = useTranslation();
  const customer = item.customerName ?? t('adminComplaints.unknownPerson');
  const cleaner = item.cleanerName ?? t('adminComplaints.unknownPerson');
  const date = calendarDay(item.bookingDate);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('adminComplaints.item.open', { customer, date })}
      className="flex min-h-16 w-full items-center gap-3 rounded-2xl border border-border/70 bg-card px-4 py-3 text-left shadow-card transition-colors hover:bg-brand-50/50 focus-visible:bg-brand-50/50"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-1 md:flex-row md:items-center md:gap-4">
        <span className="min-w-0 font-medium text-sm [overflow-wrap:anywhere] md:flex-1">
          {t('adminComplaints.item.parties', { customer, cleaner })}
        </span>
        <span className="text-muted-foreground text-sm md:w-44">
          {t('adminComplaints.item.cleaningOn', { date })}
        </span>
        <span className="text-sm md:w-64">{t(`complaint.status.${complaintStage(item)}`)}</span>
        <span className="text-muted-foreground text-sm md:w-40">
          {t('adminComplaints.item.sent', { when: momentDay(item.createdAt) })}
        </span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
    </button>
  );
}
