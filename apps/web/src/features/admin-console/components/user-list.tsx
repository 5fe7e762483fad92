import type { AdminUserListItem } from '@limpa/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { formatAdminDate } from '../admin-format';
import { RoleSelect, RowButtons, type RowUpdate, useRowUpdate } from './user-row-controls';

interface UserListProps {
  users: AdminUserListItem[];
  /** The signed-in admin's profile id (their row says "You"). */
  selfId: string | null;
  onView: (user: AdminUserListItem) => void;
  /** Phones get stacked cards, wider screens the table. */
  layout: 'table' | 'cards';
}

/** What a cleaner still lacks before they are listed: approval, onboarding. */
function UserNotes({
  user,
  update,
  selfId,
}: {
  user: AdminUserListItem;
  update: RowUpdate;
  selfId: string | null;
}) {
  const { t } = useTranslation();
  const notes = [];
  if (user.id === selfId)
    notes.push(
      <Badge key="you" variant="secondary">
        {t('adminConsole.users.you')}
      </Badge>,
    );
  if (user.suspended) {
    notes.push(
      <Badge key="suspended" variant="failed">
        {t('adminConsole.users.suspended')}
      </Badge>,
    );
  }
  if (update.role === 'cleaner' && !update.isApproved) {
    notes.push(
      <Badge key="approval" variant="pending">
        {t('adminConsole.users.notApproved')}
      </Badge>,
    );
  }
  if (update.role === 'cleaner' && !user.onboardingComplete) {
    notes.push(
      <Badge key="onboarding" variant="outline">
        {t('adminConsole.users.onboarding')}
      </Badge>,
    );
  }
  return notes.length > 0 ? <span className="flex flex-wrap gap-1.5">{notes}</span> : null;
}

/** What one user's row and card show and act with: its pending update, its notes and "none" for what is missing. */
interface UserView {
  user: AdminUserListItem;
  update: RowUpdate;
  notes: ReactNode;
  none: string;
  onView: (user: AdminUserListItem) => void;
}

/** One user, as a table row or (on phones) a card; the role select and buttons of either update it. */
function UserItem({
  user,
  selfId,
  onView,
  layout,
}: Omit<UserListProps, 'users'> & { user: AdminUserListItem }) {
  const { t } = useTranslation();
  const update = useRowUpdate(user);
  const view: UserView = {
    user,
    update,
    notes: <UserNotes user={user} update={update} selfId={selfId} />,
    none: t('adminConsole.users.none'),
    onView,
  };
  return layout === 'cards' ? <UserCard {...view} /> : <UserTableRow {...view} />;
}

function UserTableRow({ user, update, notes, none, onView }: UserView) {
  return (
    <tr
      aria-busy={update.pending || undefined}
      className={cn('border-border/70 border-b last:border-b-0', update.pending && 'bg-muted/40')}
    >
      <th scope="row" className="px-4 py-3 text-left align-middle font-normal">
        <span className="flex flex-col gap-1">
          <span className="font-semibold">{user.fullName}</span>
          {notes}
        </span>
      </th>
      <td className="px-4 py-3 align-middle">
        <RoleSelect user={user} update={update} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 align-middle tabular">{user.phone || none}</td>
      <td className="px-4 py-3 align-middle">{user.city || none}</td>
      <td className="whitespace-nowrap px-4 py-3 align-middle tabular">{formatAdminDate(user.createdAt)}</td>
      <td className="px-4 py-3 align-middle">
        <RowButtons user={user} update={update} onView={onView} className="flex-nowrap" />
      </td>
    </tr>
  );
}

function UserCard({ user, update, notes, none, onView }: UserView) {
  const { t } = useTranslation();
  const headingId = useId();
  const roleId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        aria-busy={update.pending || undefined}
        className={cn(
          'flex flex-col gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-card',
          update.pending && 'bg-muted/40',
        )}
      >
        <div className="flex flex-col gap-1.5">
          <h3 id={headingId} className="font-semibold text-base leading-tight">
            {user.fullName}
          </h3>
          {notes}
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('adminConsole.users.columns.phone')}</dt>
          <dd className="tabular">{user.phone || none}</dd>
          <dt className="text-muted-foreground">{t('adminConsole.users.columns.city')}</dt>
          <dd>{user.city || none}</dd>
          <dt className="text-muted-foreground">{t('adminConsole.users.columns.created')}</dt>
          <dd className="tabular">{formatAdminDate(user.createdAt)}</dd>
          {user.role === 'cleaner' ? (
            <>
              <dt className="text-muted-foreground">{t('adminConsole.users.columns.cancellations')}</dt>
              <dd className="tabular">{user.cancellationCount}</dd>
              <dt className="text-muted-foreground">{t('adminConsole.users.columns.lateCancellations')}</dt>
              <dd className="tabular">{user.lateCancellationCount}</dd>
              {user.noShowBlocked ? (
                <dd className="col-span-2 font-medium text-destructive-text">
                  {t('adminConsole.users.noShowBlocked')}
                </dd>
              ) : null}
            </>
          ) : null}
        </dl>
        <div className="flex flex-wrap items-end justify-between gap-3 border-border/70 border-t pt-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={roleId} className="text-muted-foreground text-xs">
              {t('adminConsole.users.columns.role')}
            </Label>
            <RoleSelect user={user} update={update} id={roleId} />
          </div>
          <RowButtons user={user} update={update} onView={onView} />
        </div>
      </article>
    </li>
  );
}

/** The users as a table (Name, Role, Phone, City, Created, Actions) or, on phones, as stacked cards. */
export function UserList({ users, selfId, onView, layout }: UserListProps) {
  const { t } = useTranslation();
  if (layout === 'cards') {
    return (
      <ul aria-label={t('adminConsole.users.listLabel')} className="flex flex-col gap-3">
        {users.map((user) => (
          <UserItem key={user.id} user={user} selfId={selfId} onView={onView} layout={layout} />
        ))}
      </ul>
    );
  }
  const columns = [
    t('adminConsole.users.columns.name'),
    t('adminConsole.users.columns.role'),
    t('adminConsole.users.columns.phone'),
    t('adminConsole.users.columns.city'),
    t('adminConsole.users.columns.created'),
    t('adminConsole.users.columns.actions'),
  ];
  return (
    <div className="overflow-x-auto rounded-2xl border border-border/70 bg-card shadow-card">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('adminConsole.users.listLabel')}</caption>
        <thead className="bg-muted/60 text-left text-muted-foreground text-xs uppercase tracking-wide">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className="px-4 py-3 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserItem key={user.id} user={user} selfId={selfId} onView={onView} layout={layout} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Loading users…" with rows shaped like the list. */
export function UserListSkeleton({ layout }: { layout: 'table' | 'cards' }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" role="status">
      <p className="text-muted-foreground text-sm">{t('adminConsole.users.loading')}</p>
      <div
        className={cn(
          'flex flex-col',
          layout === 'table' ? 'rounded-2xl border border-border/70 bg-card shadow-card' : 'gap-3',
        )}
      >
        {[0, 1, 2, 3].map((i) =>
          layout === 'table' ? (
            <SkeletonBars
              key={i}
              className="flex items-center gap-6 border-border/70 border-b px-4 py-4 last:border-b-0"
              bars={['h-5 w-40', 'h-9 w-36', 'h-4 w-28', 'h-4 w-20', 'h-4 w-24', 'ml-auto h-9 w-32']}
            />
          ) : (
            <div
              key={i}
              className="flex flex-col gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-card"
            >
              <SkeletonBars className="flex flex-col gap-3" bars={['h-5 w-40', 'h-4 w-52', 'h-4 w-32']} />
              <SkeletonBars className="flex justify-between" bars={['h-10 w-36', 'h-9 w-32']} />
            </div>
          ),
        )}
      </div>
    </div>
  );
}
