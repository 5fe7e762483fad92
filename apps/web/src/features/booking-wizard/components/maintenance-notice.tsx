import { CircleAlert } from 'lucide-react';

/** Booking is paused for maintenance (the server's 503 title), shown above the review. */
export function MaintenanceNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="flex items-start gap-2 rounded-2xl border border-status-failed/30 bg-status-failed-bg p-4 font-medium text-sm text-status-failed">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
