import type { AdminComplaint } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { complaintStage } from '@/components/complaint/complaint-summary';
import { QueueItemButton } from '@/components/queue-item-button';
import '@/lib/strings/complaint';
import { calendarDay, momentDay } from '../complaints-format';

/** One complaint of the queue: who complained about whom, the cleaning's day, where it stands; opens it. */
export function ComplaintQueueItem({ item, onOpen }: { item: AdminComplaint; onOpen: () => void }) {
  const { t } = useTranslation();
  const customer = item.customerName ?? t('adminComplaints.unknownPerson');
  const cleaner = item.cleanerName ?? t('adminComplaints.unknownPerson');
  const date = calendarDay(item.bookingDate);
  return (
    <QueueItemButton label={t('adminComplaints.item.open', { customer, date })} onOpen={onOpen}>
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
    </QueueItemButton>
  );
}
