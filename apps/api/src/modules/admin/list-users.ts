import { ADMIN_USERS_PAGE_SIZE, type AdminUserPage, type AdminUsersQuery } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { keysetPage, requireInstantCursor } from '../../lib/keyset-cursor';
import { toAdminUserListItem } from './users.mapper';
import { listUserRows } from './users.repository';

/**
 * Every user, newest first, ADMIN_USERS_PAGE_SIZE a page. The keyset (created_at, id) returns each user
 * exactly once across pages, even while people sign up between page fetches (they sort before the cursor).
 */
export async function listUsers(db: Database, q: AdminUsersQuery): Promise<AdminUserPage> {
  const rows = await listUserRows(db, {
    q: q.q || undefined,
    role: q.role,
    after: requireInstantCursor(q.cursor),
    limit: ADMIN_USERS_PAGE_SIZE + 1,
  });
  return keysetPage(
    rows,
    ADMIN_USERS_PAGE_SIZE,
    (r) => ({ at: r.createdAtKey, id: r.profile.id }),
    (r) => toAdminUserListItem(r.profile, r),
  );
}
