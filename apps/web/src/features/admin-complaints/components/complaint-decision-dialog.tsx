import type { AdminComplaint } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComplaintSummary } from '@/components/complaint/complaint-summary';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { formatClockTime, formatMoney } from '@/lib/format';
import { calendarDay } from '../complaints-format';
import { DecisionForm } from './decision-form';

/**
 * One complaint, opened from the queue: the booking (who, when, what is left to refund, a link to it), the
 * customer's reason and photos, the cleaner's answer and, while it is open, the decision form.
 */
export function ComplaintDecisionDialog({
  complaint,
  onClose,
}: {
  complaint: AdminComplaint;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const unknown = t('adminComplaints.unknownPerson');
  const customer = complaint.customerName ?? unknown;
  const cleaner = complaint.cleanerName ?? unknown;
  const date = calendarDay(complaint.bookingDate);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={t('adminComplaints.dialog.close')}
        className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
      >
        <DialogHeading
          className="text-left"
          title={t('adminComplaints.dialog.title', { date })}
          description={t('adminComplaints.dialog.description', { customer, cleaner })}
        />
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Fact label={t('adminComplaints.dialog.customer')}>{customer}</Fact>
          <Fact label={t('adminComplaints.dialog.cleaner')}>{cleaner}</Fact>
          <Fact label={t('adminComplaints.dialog.when')}>
            {`${date}, ${formatClockTime(complaint.bookingTime)}`}
          </Fact>
          <Fact label={t('adminComplaints.dialog.refundable')}>
            {formatMoney(complaint.refundableCents, complaint.currency)}
          </Fact>
        </dl>
        <Link
          to={`/admin/bookings?booking=${complaint.bookingId}`}
          className="inline-flex min-h-11 items-center self-start font-semibold text-primary text-sm underline underline-offset-2"
        >
          {t('adminComplaints.dialog.openBooking')}
        </Link>
        <div className="rounded-xl border border-border/70 p-4">
          <ComplaintSummary complaint={complaint} currency={complaint.currency} />
        </div>
        {complaint.status === 'open' ? <DecisionForm complaint={complaint} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
