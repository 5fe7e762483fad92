import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { shortId } from '../operations-format';

/** A booking id, short and monospace; a click copies the whole id. */
export function CopyIdButton({
  id,
  full = false,
  className,
}: {
  id: string;
  full?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setCopied(true);
      toast.success(t('adminOperations.bookings.idCopied'), { description: id });
    } catch {
      toast.error(t('adminOperations.bookings.copyFailed'), { description: id });
    }
  };

  const Icon = copied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        void copy();
      }}
      aria-label={t('adminOperations.bookings.copyId', { id })}
      title={t('adminOperations.bookings.copyIdHint')}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 font-mono text-[0.8125rem] text-foreground transition-colors hover:bg-muted',
        full && 'break-all text-left',
        className,
      )}
    >
      <span>{full ? id : shortId(id)}</span>
      <Icon
        aria-hidden
        className={cn('size-3.5 shrink-0', copied ? 'text-primary' : 'text-muted-foreground')}
      />
    </button>
  );
}
