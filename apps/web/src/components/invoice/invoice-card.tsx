import type { InvoiceSummary } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { dateTimeFormat } from '@limpa/domain';
import { Download, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { formatLocale } from '@/lib/locale';
import '@/lib/strings/invoice';

/** Where a document's PDF is downloaded (in the reader's language: the API reads their profile's). */
export const invoicePdfUrl = (id: string) => apiPath(apiRoutes.invoicePdf, { id });

/**
 * One invoice or credit note (docs/product-rules.md#invoices): its kind and number, when it was issued, its
 * amount in its currency and a link that downloads its PDF; `children` adds what the screen knows beside it (the
 * booking's service, a link to the booking).
 */
export function InvoiceCard({ invoice, children }: { invoice: InvoiceSummary; children?: ReactNode }) {
  const { t } = useTranslation();
  const kind = t(`invoice.kind.${invoice.kind}`);
  const issued = dateTimeFormat(formatLocale(), { dateStyle: 'medium' }).format(new Date(invoice.issuedAt));
  const credit = invoice.kind === 'credit_note';
  return (
    <Card className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
      <ReceiptText aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-medium">
          {kind} <span className="whitespace-nowrap tabular-nums">{invoice.number}</span>
        </p>
        <p className="text-muted-foreground text-sm">{t('invoice.issued', { date: issued })}</p>
        {credit ? <p className="text-muted-foreground text-sm">{t('invoice.credits')}</p> : null}
        {children}
      </div>
      <p className="font-semibold tabular-nums">{formatMoney(invoice.amountCents, invoice.currency)}</p>
      <Button asChild variant="outline" size="sm">
        <a
          href={invoicePdfUrl(invoice.id)}
          download
          aria-label={t('invoice.downloadLabel', { kind, number: invoice.number })}
        >
          <Download aria-hidden />
          {t('invoice.download')}
        </a>
      </Button>
    </Card>
  );
}
