import type { AdminAuditEntry, AdminUserDetail, AdminUserListItem } from '@limpa/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { serviceName } from '@/lib/booking-names';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { formatAdminDate, formatAdminDateTime, formatAdminMoney } from '../admin-format';
import { useAdminUser } from '../api/get-admin-user';
import { NoShowBlockControl } from './no-show-block-control';
import { SuspensionControl } from './suspension-control';

// Its own chunk: loaded when an admin books for a customer, not with the users page.
const CreateBookingForCustomerDialog = lazy(() =>
  import('./create-booking-for-customer-dialog').then((m) => ({ default: m.CreateBookingForCustomerDialog })),
);

/** "Create booking for this customer", for an active customer: the booking is theirs, made by an admin. */
function BookForCustomer({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)}>
        {t('adminConsole.bookFor.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CreateBookingForCustomerDialog
            profileId={user.id}
            customerName={user.fullName}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}

interface UserDetailsDialogProps {
  /** The row whose details are shown (kept while the dialog animates closed). */
  user: AdminUserListItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] items-baseline gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-muted-foreground text-xs uppercase tracking-wide">{title}</h3>
      {children}
    </section>
  );
}

/** The audited fields that have a name of their own on screen (any other shows as stored). */
const NAMED_FIELDS = new Set([
  'role',
  'isApproved',
  'suspended',
  'booking',
  'noShowBlocked',
  'identity',
  'insurance',
]);
const YES_NO_FIELDS = new Set(['isApproved', 'suspended', 'noShowBlocked']);
/** A document's review (decision 071) is audited under its kind, from one status to another. */
const DOCUMENT_FIELDS = new Set(['identity', 'insurance']);
const DOCUMENT_STATUSES = new Set(['pending', 'approved', 'rejected']);

/** "Role: customer → cleaner by Ada Admin, 22 Nov 2026 14:03". */
function useAuditText() {
  const { t } = useTranslation();
  const value = (field: string, raw: string | null) => {
    if (raw === null) return t('adminConsole.details.audit.empty');
    if (YES_NO_FIELDS.has(field) && (raw === 'true' || raw === 'false')) {
      return t(`adminConsole.details.audit.values.${raw}`);
    }
    if (DOCUMENT_FIELDS.has(field) && DOCUMENT_STATUSES.has(raw)) {
      return t(`adminConsole.details.audit.documentStatuses.${raw as 'pending' | 'approved' | 'rejected'}`);
    }
    return raw;
  };
  return (entry: AdminAuditEntry) => {
    const text = t('adminConsole.details.audit.entry', {
      field: NAMED_FIELDS.has(entry.field)
        ? t(
            `adminConsole.details.audit.fields.${entry.field as 'role' | 'isApproved' | 'suspended' | 'booking' | 'noShowBlocked' | 'identity' | 'insurance'}`,
          )
        : entry.field,
      from: value(entry.field, entry.oldValue),
      to: value(entry.field, entry.newValue),
      actor: entry.actorName ?? t('adminConsole.details.audit.unknownActor'),
      when: formatAdminDateTime(entry.createdAt),
    });
    return entry.reason ? t('adminConsole.details.audit.withReason', { text, reason: entry.reason }) : text;
  };
}

function Details({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const { t } = useTranslation();
  const auditText = useAuditText();
  const none = t('adminConsole.details.none');
  // Only what the person's role has: a customer or an admin has no rate, radius, services or payouts, and
  // an admin keeps no home address.
  const isCleaner = user.role === 'cleaner';
  const yesNo = (value: boolean) => (value ? t('adminConsole.details.yes') : t('adminConsole.details.no'));
  const rate =
    user.hourlyRate === null
      ? none
      : user.currency
        ? t('adminConsole.details.perHour', {
            amount: formatAdminMoney(Math.round(user.hourlyRate * 100), user.currency),
          })
        : t('adminConsole.details.perHour', { amount: String(user.hourlyRate) });

  return (
    <div className="flex flex-col gap-5">
      <Section title={t('adminConsole.details.sections.profile')}>
        <dl className="flex flex-col gap-2">
          <Field label={t('adminConsole.details.fields.name')}>{user.fullName}</Field>
          <Field label={t('adminConsole.details.fields.email')}>
            <a href={`mailto:${user.email}`} className="text-primary underline-offset-4 hover:underline">
              {user.email}
            </a>
          </Field>
          <Field label={t('adminConsole.details.fields.role')}>
            {t(`adminConsole.users.roles.${user.role}`)}
          </Field>
          {isCleaner ? (
            <Field label={t('adminConsole.details.fields.approved')}>{yesNo(user.isApproved)}</Field>
          ) : null}
          <Field label={t('adminConsole.details.fields.suspended')}>{yesNo(user.suspended)}</Field>
          <Field label={t('adminConsole.details.fields.phone')}>{user.phone || none}</Field>
          <Field label={t('adminConsole.details.fields.joined')}>{formatAdminDate(user.createdAt)}</Field>
        </dl>
      </Section>
      {user.role === 'admin' ? null : (
        <Section title={t('adminConsole.details.sections.address')}>
          <dl className="flex flex-col gap-2">
            <Field label={t('adminConsole.details.fields.addressLine1')}>{user.addressLine1 || none}</Field>
            <Field label={t('adminConsole.details.fields.addressLine2')}>{user.addressLine2 || none}</Field>
            <Field label={t('adminConsole.details.fields.city')}>{user.city || none}</Field>
            <Field label={t('adminConsole.details.fields.region')}>{user.provinceOrDistrict || none}</Field>
            <Field label={t('adminConsole.details.fields.postalCode')}>{user.postalCode || none}</Field>
            <Field label={t('adminConsole.details.fields.country')}>
              {user.country ? t(`adminConsole.details.countries.${user.country}`) : none}
            </Field>
          </dl>
        </Section>
      )}
      {isCleaner ? (
        <Section title={t('adminConsole.details.sections.work')}>
          <dl className="flex flex-col gap-2">
            <Field label={t('adminConsole.details.fields.hourlyRate')}>
              <span className="tabular">{rate}</span>
            </Field>
            <Field label={t('adminConsole.details.fields.workRadius')}>
              {t('adminConsole.details.km', { count: user.workRadiusKm })}
            </Field>
            <Field label={t('adminConsole.details.fields.onboarding')}>
              {user.onboardingComplete
                ? t('adminConsole.details.onboardingComplete')
                : t('adminConsole.details.onboardingInProgress')}
            </Field>
            <Field label={t('adminConsole.details.fields.payoutConnected')}>
              {yesNo(user.payoutConnected)}
            </Field>
            <Field label={t('adminConsole.details.fields.cancellations')}>
              <span className="tabular">{user.cancellationCount}</span>
            </Field>
            <Field label={t('adminConsole.details.fields.lateCancellations')}>
              <span className="tabular">{user.lateCancellationCount}</span>
            </Field>
            <Field label={t('adminConsole.details.fields.noShows')}>
              <span className="tabular">{user.noShowCount}</span>
            </Field>
            {user.noShowBlockedAt ? (
              <Field label={t('adminConsole.details.fields.noShowBlocked')}>
                {formatAdminDate(user.noShowBlockedAt)}
              </Field>
            ) : null}
            <Field label={t('adminConsole.details.fields.services')}>
              {user.servicesOffered.length === 0 ? (
                t('adminConsole.details.noServices')
              ) : (
                <span className="flex flex-wrap gap-1.5">
                  {user.servicesOffered.map((service) => (
                    <Badge key={service} variant="secondary">
                      {serviceName(t, service)}
                    </Badge>
                  ))}
                </span>
              )}
            </Field>
          </dl>
        </Section>
      ) : null}
      {user.role === 'customer' && !user.suspended ? (
        <Section title={t('adminConsole.details.sections.bookings')}>
          <BookForCustomer user={user} />
        </Section>
      ) : null}
      <Section title={t('adminConsole.details.sections.access')}>
        <SuspensionControl user={user} isSelf={isSelf} />
        <NoShowBlockControl user={user} />
      </Section>
      <Section title={t('adminConsole.details.sections.history')}>
        {user.audit.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('adminConsole.details.noHistory')}</p>
        ) : (
          <ol className="flex flex-col gap-2 border-border border-l-2 pl-4 text-sm">
            {user.audit.map((entry) => (
              <li key={entry.id}>{auditText(entry)}</li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{t('adminConsole.details.loading')}</span>
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <div key={i} className="flex flex-col gap-1.5 sm:flex-row sm:gap-3">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-44" />
        </div>
      ))}
    </div>
  );
}

/** "User details": every profile field, the e-mail and the audit of admin changes. */
export function UserDetailsDialog({ user, open, onOpenChange }: UserDetailsDialogProps) {
  const { t } = useTranslation();
  const detail = useAdminUser(user?.id ?? null);
  const { user: self } = useAuth();

  const { errorUpdatedAt, error } = detail;
  useEffect(() => {
    if (errorUpdatedAt > 0) {
      toast.error(t('adminConsole.details.loadFailed'), {
        id: 'admin-user-load-failed',
        description: errorDescription(error),
      });
    }
  }, [errorUpdatedAt, error, t]);

  return (
    <Dialog open={open && user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        <DialogHeading
          className="text-left"
          title={t('adminConsole.details.title')}
          description={user?.fullName ?? t('adminConsole.details.description')}
        />
        {detail.data ? (
          <Details user={detail.data} isSelf={detail.data.userId === self?.id} />
        ) : detail.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-xl bg-muted p-4">
            <p className="font-medium">{t('adminConsole.details.loadFailed')}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void detail.refetch()}
              disabled={detail.isFetching}
            >
              {t('adminConsole.details.retry')}
            </Button>
          </div>
        ) : (
          <DetailsSkeleton />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('adminConsole.details.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
