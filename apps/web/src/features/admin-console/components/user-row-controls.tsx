import { type AdminUpdateUserBody, type AdminUserListItem, type Role, roleSchema } from '@limpa/contracts';
import { Check } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { OPEN_BOOKINGS_CODE, useUpdateAdminUser } from '../api/update-admin-user';

// Loaded only when a demotion meets open bookings.
const OpenBookingsDialog = lazy(() =>
  import('./open-bookings-dialog').then((m) => ({ default: m.OpenBookingsDialog })),
);

const ROLES = roleSchema.options;

/**
 * One row's update: its own mutation, so only that row's controls are disabled while it saves. While a
 * role change is on its way the select shows the chosen role; a failure puts the old one back.
 */
export function useRowUpdate(user: AdminUserListItem) {
  const mutation = useUpdateAdminUser();
  // A demotion refused for the cleaner's bookings to come: the change waits for the admin's answers.
  const [demotion, setDemotion] = useState<AdminUpdateUserBody | null>(null);
  const send = (body: AdminUpdateUserBody) =>
    mutation.mutate(
      { id: user.id, body },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === OPEN_BOOKINGS_CODE) setDemotion(body);
        },
      },
    );
  const pending = mutation.isPending;
  const role = pending && mutation.variables?.body.role ? mutation.variables.body.role : user.role;
  const isApproved =
    pending && mutation.variables?.body.isApproved !== undefined
      ? mutation.variables.body.isApproved
      : user.isApproved;
  return {
    pending,
    role,
    isApproved,
    changeRole: (next: Role) => {
      if (next !== user.role) send({ role: next });
    },
    toggleApproval: () => send({ isApproved: !user.isApproved }),
    demotion,
    endDemotion: () => setDemotion(null),
  };
}

export type RowUpdate = ReturnType<typeof useRowUpdate>;

interface RoleSelectProps {
  user: AdminUserListItem;
  update: RowUpdate;
  /** For a visible `<Label htmlFor>` (cards); the accessible name always says whose role it is. */
  id?: string;
  className?: string;
}

/** The inline Customer / Cleaner / Admin dropdown. */
export function RoleSelect({ user, update, id, className }: RoleSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      value={update.role}
      onValueChange={(value) => update.changeRole(roleSchema.parse(value))}
      disabled={update.pending}
    >
      <SelectTrigger
        id={id}
        aria-label={t('adminConsole.users.roleFor', { name: user.fullName })}
        className={cn('h-10 w-36 rounded-lg px-3 text-sm', className)}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((role) => (
          <SelectItem key={role} value={role} className="min-h-10 text-sm">
            {t(`adminConsole.users.roles.${role}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

interface RowButtonsProps {
  user: AdminUserListItem;
  update: RowUpdate;
  onView: (user: AdminUserListItem) => void;
  className?: string;
}

/** View, and for cleaners the Approve / Approved toggle. */
export function RowButtons({ user, update, onView, className }: RowButtonsProps) {
  const { t } = useTranslation();
  const isCleaner = update.role === 'cleaner';
  const approveLabel = update.isApproved ? t('adminConsole.users.approved') : t('adminConsole.users.approve');
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onView(user)}
        aria-label={`${t('adminConsole.users.view')} ${user.fullName}`}
      >
        {t('adminConsole.users.view')}
      </Button>
      {isCleaner ? (
        <Button
          variant={update.isApproved ? 'secondary' : 'primary'}
          size="sm"
          aria-pressed={update.isApproved}
          disabled={update.pending}
          onClick={update.toggleApproval}
          aria-label={`${approveLabel} ${user.fullName}`}
          className="min-w-28"
        >
          {update.pending && update.isApproved !== user.isApproved ? (
            <Spinner aria-hidden className="size-4" />
          ) : update.isApproved ? (
            <Check aria-hidden />
          ) : null}
          {approveLabel}
        </Button>
      ) : null}
      {update.demotion ? (
        <Suspense fallback={null}>
          <OpenBookingsDialog
            profileId={user.id}
            cleanerName={user.fullName}
            change={update.demotion}
            onClose={update.endDemotion}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
