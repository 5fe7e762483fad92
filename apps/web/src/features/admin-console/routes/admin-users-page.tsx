import '../admin-console-strings';
import { type AdminUserListItem, type Role, roleSchema } from '@limpa/contracts';
import { UserRoundSearch } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { useIsMobile } from '@/lib/use-media-query';
import { useAdminUsers } from '../api/get-admin-users';
import { useAdminPageMeta } from '../components/use-admin-page-meta';
import { UserDetailsDialog } from '../components/user-details-dialog';
import { UserList, UserListSkeleton } from '../components/user-list';

const ALL_ROLES = 'all';

function roleFromParam(value: string | null): Role | null {
  const parsed = roleSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * /admin/users (docs/product-rules.md#admin): server-side search (debounced) and
 * role filter, kept in the URL; 50 users a page with "Load more"; inline role change and cleaner
 * approval per row; a "User details" dialog with the audit history.
 */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const title = t('adminConsole.users.title');
  useAdminPageMeta(title);
  const isMobile = useIsMobile();
  const layout = isMobile ? 'cards' : 'table';
  const searchId = useId();
  const roleId = useId();

  const [searchParams, setSearchParams] = useSearchParams();
  const role = roleFromParam(searchParams.get('role'));
  const [search, setSearch] = useState(() => searchParams.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  // The settled search goes into the URL (replacing the entry), so a reload or a shared link keeps it.
  useEffect(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next.toString() === current.toString() ? current : next;
      },
      { replace: true },
    );
  }, [q, setSearchParams]);

  const setRole = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL_ROLES) next.delete('role');
        else next.set('role', value);
        return next;
      },
      { replace: true },
    );

  const users = useAdminUsers({ q, role });
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];

  const { errorUpdatedAt, error } = users;
  useEffect(() => {
    if (errorUpdatedAt > 0) {
      toast.error(t('adminConsole.users.loadFailed'), {
        id: 'admin-users-load-failed',
        description: errorDescription(error),
      });
    }
  }, [errorUpdatedAt, error, t]);

  const [viewing, setViewing] = useState<{ user: AdminUserListItem | null; open: boolean }>({
    user: null,
    open: false,
  });

  const filtered = q !== '' || role !== null;
  const clearFilters = () => {
    setSearch('');
    setSearchParams({}, { replace: true });
  };

  let content: ReactNode;
  if (users.isPending) {
    content = <UserListSkeleton layout={layout} />;
  } else if (users.isError && !users.data) {
    content = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-border/70 bg-card p-5 shadow-card"
      >
        <p className="font-semibold">{t('adminConsole.users.loadFailed')}</p>
        <Button variant="outline" onClick={() => void users.refetch()} disabled={users.isFetching}>
          {t('adminConsole.users.retry')}
        </Button>
      </div>
    );
  } else if (rows.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border/70 border-dashed bg-card px-6 py-10 text-center">
        <span
          aria-hidden
          className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
        >
          <UserRoundSearch className="size-6" />
        </span>
        <p className="font-semibold">{t('adminConsole.users.empty')}</p>
        {filtered ? (
          <>
            <p className="max-w-sm text-muted-foreground text-sm">{t('adminConsole.users.emptyHint')}</p>
            <Button variant="outline" onClick={clearFilters}>
              {t('adminConsole.users.clearFilters')}
            </Button>
          </>
        ) : null}
      </div>
    );
  } else {
    content = (
      <>
        <UserList
          users={rows}
          selfId={profile?.id ?? null}
          layout={layout}
          onView={(user) => setViewing({ user, open: true })}
        />
        {users.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="outline"
              onClick={() => void users.fetchNextPage()}
              disabled={users.isFetchingNextPage}
              className="w-full sm:w-auto"
            >
              {users.isFetchingNextPage ? <Spinner className="size-4" /> : null}
              {users.isFetchingNextPage
                ? t('adminConsole.users.loadingMore')
                : t('adminConsole.users.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  const searching = users.isFetching && !users.isPending && !users.isFetchingNextPage;

  return (
    <AdminPage
      title={title}
      subtitle={profile?.fullName ? t('adminConsole.users.subtitle', { name: profile.fullName }) : undefined}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Safari and jsdom; the role is the landmark */}
      <div role="search" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="flex flex-col gap-2">
          <Label htmlFor={searchId}>{t('adminConsole.users.searchLabel')}</Label>
          <SearchInput
            id={searchId}
            value={search}
            onChange={setSearch}
            placeholder={t('adminConsole.users.searchPlaceholder')}
            maxLength={100}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={roleId}>{t('adminConsole.users.roleFilterLabel')}</Label>
          <Select value={role ?? ALL_ROLES} onValueChange={setRole}>
            <SelectTrigger id={roleId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_ROLES}>{t('adminConsole.users.roleFilter.all')}</SelectItem>
              <SelectItem value="customer">{t('adminConsole.users.roleFilter.customer')}</SelectItem>
              <SelectItem value="cleaner">{t('adminConsole.users.roleFilter.cleaner')}</SelectItem>
              <SelectItem value="admin">{t('adminConsole.users.roleFilter.admin')}</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>

      <div className="flex min-h-5 items-center gap-2 text-muted-foreground text-sm">
        <p aria-live="polite" className="tabular">
          {users.data ? t('adminConsole.users.shown', { count: rows.length }) : null}
        </p>
        {searching ? (
          <span className="inline-flex items-center gap-1.5">
            <Spinner className="size-4" />
            {t('adminConsole.users.searching')}
          </span>
        ) : null}
      </div>

      {content}

      <UserDetailsDialog
        user={viewing.user}
        open={viewing.open}
        onOpenChange={(open) => setViewing((current) => ({ ...current, open }))}
      />
    </AdminPage>
  );
}
