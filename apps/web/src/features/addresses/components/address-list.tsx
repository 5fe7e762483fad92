import type { Address } from '@limpa/contracts';
import { MapPinPlus, Plus, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { SkeletonBars, SkeletonMedia } from '@/components/skeleton-bars';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { AddressCard } from './address-card';

export function AddressListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <span className="sr-only">{t('addresses.list.loading')}</span>
      {[0, 1].map((key) => (
        <div
          key={key}
          className="flex flex-col gap-4 rounded-2xl border border-border/70 bg-card p-5 shadow-card"
        >
          <SkeletonMedia
            media="size-11 rounded-xl"
            barsClassName="flex flex-1 flex-col gap-2 pt-1"
            bars={['h-4 w-2/5', 'h-3.5 w-1/3']}
          />
          <SkeletonBars
            className="flex gap-1.5"
            bars={['h-6 w-16 rounded-full', 'h-6 w-20 rounded-full', 'h-6 w-12 rounded-full']}
          />
          <SkeletonBars
            className="flex flex-col gap-2"
            bars={['h-3.5 w-4/5', 'h-3.5 w-1/4', 'h-3.5 w-3/5']}
          />
          <SkeletonBars
            className="flex justify-end gap-2 border-border/70 border-t pt-4"
            bars={['h-9 w-20', 'h-9 w-24']}
          />
        </div>
      ))}
    </div>
  );
}

export function AddressListEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      size="lg"
      titleAs="h2"
      icon={MapPinPlus}
      title={t('addresses.empty.title')}
      body={t('addresses.empty.description')}
      action={
        <Button size="lg" onClick={onAdd}>
          <Plus aria-hidden />
          {t('addresses.addNew')}
        </Button>
      }
    />
  );
}

export function AddressListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        <div className="flex flex-col gap-2">
          <h2 className="font-semibold text-lg">{t('addresses.list.failedTitle')}</h2>
          <p className="max-w-sm text-muted-foreground text-sm">{t('addresses.list.failedDescription')}</p>
        </div>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden className={retrying ? 'motion-safe:animate-spin' : undefined} />
          {t('common.retry')}
        </Button>
      </CardContent>
    </Card>
  );
}

interface AddressListProps {
  addresses: Address[];
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onSetDefault: (address: Address) => void;
  /** The address whose default switch is running, if any. */
  settingDefaultId: string | null;
}

/** The default address first, then newest first (the API's order). */
export function AddressList({
  addresses,
  onEdit,
  onDelete,
  onSetDefault,
  settingDefaultId,
}: AddressListProps) {
  const { t } = useTranslation();
  const ordered = [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return (
    <ul aria-label={t('addresses.list.label')} className="flex flex-col gap-4">
      {ordered.map((address) => (
        <li key={address.id}>
          <AddressCard
            address={address}
            onEdit={onEdit}
            onDelete={onDelete}
            onSetDefault={onSetDefault}
            settingDefault={settingDefaultId === address.id}
            busy={settingDefaultId !== null}
          />
        </li>
      ))}
    </ul>
  );
}
