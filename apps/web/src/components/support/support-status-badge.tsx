import type { SupportCaseStatus } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import '@/lib/strings/support';

/** A help-desk case's status: open in the confirmed blue, closed in the cancelled grey (the fixed colours). */
export function SupportStatusBadge({ status }: { status: SupportCaseStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={status === 'open' ? 'confirmed' : 'cancelled'}>{t(`support.status.${status}`)}</Badge>
  );
}

/** A case's topic (already translated) with its status, as a list row names the case. */
export function SupportCaseTopic({ topic, status }: { topic: string; status: SupportCaseStatus }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-semibold [overflow-wrap:anywhere]">{topic}</span>
      <SupportStatusBadge status={status} />
    </span>
  );
}
