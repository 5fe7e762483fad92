import type { AdminUpdateUserBody, AdminUserListItem } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { AppContext } from '../../lib/app-context';
import { forbidden, pgCode } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { endSessions } from '../account/account-password';
import { slotTaken } from '../bookings/bookable-slot';
import { cancelPendingBookingsOf, refundAndNotifyCancelled } from '../bookings/cancel-pending-bookings';
import { assertMayApproveCleaner } from '../cleaner-documents/identity-verification';
import { notifyApprovalRevoked, notifyCleanerApproved } from '../notifications/approval-mails';
import { notifyReassigned } from '../notifications/cancellation-mails';
import { closeReportsAboutSuspended } from '../reports/close-reports';
import { cannotRemoveOwnAdminRole, cannotSuspendSelf, userNotFound } from './admin.errors';
import { type SettledOpenBookings, settleOpenBookings } from './settle-open-bookings';
import { toAdminUserListItem } from './users.mapper';
import {
  type AuditEntry,
  countCleanerCancellations,
  insertAuditEntries,
  lockProfiles,
  updateProfileAccess,
} from './users.repository';

/**
 * The change's one transaction: role, approval and/or suspension, with one audit row per changed field
 * (a suspension's reason goes with its row).
 * The target's and the acting admin's profile rows are locked together (FOR UPDATE, id order): concurrent
 * changes to one user serialise, and an admin demoted meanwhile by another admin can no longer act (403), so
 * two admins cannot demote each other at the same instant. An admin cannot remove their own admin role.
 * A cleaner's approval decides whether they are listed and bookable (providers and slots filter on it); with
 * "Require identity verification" on, it needs their identity document approved first.
 * Demoting a cleaner with bookings to come needs the admin's decision for each (settle-open-bookings.ts).
 */
async function changeAccess(
  db: Database,
  admin: AuthContext,
  profileId: string,
  body: AdminUpdateUserBody,
  now: Date,
): Promise<{
  user: AdminUserListItem;
  revokedCleanerUserId: string | null;
  approvedCleanerUserId: string | null;
  cancelledBookingIds: string[];
  reassigned: SettledOpenBookings['reassigned'];
}> {
  return db.transaction(async (tx) => {
    const locked = await lockProfiles(tx, [...new Set([profileId, admin.profile.id])]);
    const target = locked.find((p) => p.id === profileId);
    const actor = locked.find((p) => p.id === admin.profile.id);
    if (actor?.role !== 'admin') throw forbidden();
    if (!target) throw userNotFound();
    if (target.id === actor.id && body.role !== undefined && body.role !== 'admin') {
      throw cannotRemoveOwnAdminRole();
    }
    if (target.id === actor.id && body.suspended === true) throw cannotSuspendSelf();

    const set: Parameters<typeof updateProfileAccess>[2] = {};
    const audit: AuditEntry[] = [];
    const base = { actorId: admin.userId, targetProfileId: target.id };
    if (body.role !== undefined && body.role !== target.role) {
      set.role = body.role;
      audit.push({
        ...base,
        action: 'role_change',
        field: 'role',
        oldValue: target.role,
        newValue: body.role,
      });
    }
    if (body.isApproved !== undefined && body.isApproved !== target.isApproved) {
      // An approved identity first, when the setting asks for it (decision 071).
      if (body.isApproved && (body.role ?? target.role) === 'cleaner') {
        await assertMayApproveCleaner(tx, target.userId);
      }
      set.isApproved = body.isApproved;
      audit.push({
        ...base,
        action: 'approval_change',
        field: 'isApproved',
        oldValue: String(target.isApproved),
        newValue: String(body.isApproved),
      });
    }
    const wasSuspended = target.suspendedAt !== null;
    if (body.suspended !== undefined && body.suspended !== wasSuspended) {
      set.suspendedAt = body.suspended ? now : null;
      set.suspensionReason = body.suspended ? body.reason! : null;
      audit.push({
        ...base,
        action: 'suspension_change',
        field: 'suspended',
        oldValue: String(wasSuspended),
        newValue: String(body.suspended),
        reason: body.reason ?? null,
      });
    }
    // Lifting a no-show block: the admin decided; only later reports count toward the next (decision 069).
    if (body.noShowBlocked === false && target.noShowBlockedAt !== null) {
      set.noShowBlockedAt = null;
      set.noShowBlockLiftedAt = now;
      audit.push({
        ...base,
        action: 'no_show_block_lift',
        field: 'noShowBlocked',
        oldValue: 'true',
        newValue: 'false',
      });
    }
    if (audit.length === 0) {
      return {
        user: toAdminUserListItem(target, await countCleanerCancellations(tx, target.userId)),
        revokedCleanerUserId: null,
        approvedCleanerUserId: null,
        cancelledBookingIds: [],
        reassigned: [],
      };
    }
    // A cleaner who stops being one (another role, approval withdrawn) leaves no booking to come without an
    // answer: each is reassigned or cancelled as the admin chose, in this transaction (decision 057).
    const demoted =
      target.role === 'cleaner' &&
      ((set.role !== undefined && set.role !== 'cleaner') || (target.isApproved && set.isApproved === false));
    const settled = demoted
      ? await settleOpenBookings(tx, admin.userId, target.userId, body.openBookings, now)
      : { cancelledBookingIds: [], reassigned: [] };
    const updated = await updateProfileAccess(tx, target.id, set);
    await insertAuditEntries(tx, audit);
    // A suspension takes effect at once: sessions end and pending bookings are let go (refunded after commit).
    let cancelledBookingIds: string[] = [];
    if (set.suspendedAt) {
      await endSessions(tx, target.userId, null);
      cancelledBookingIds = await cancelPendingBookingsOf(tx, target.userId, 'admin', now);
      // Every open report about them is settled by the suspension itself (decision 072).
      await closeReportsAboutSuspended(tx, admin.userId, target.userId);
    }
    cancelledBookingIds.push(...settled.cancelledBookingIds);
    const revoked = target.role === 'cleaner' && target.isApproved && set.isApproved === false;
    return {
      user: toAdminUserListItem(updated, await countCleanerCancellations(tx, target.userId)),
      revokedCleanerUserId: revoked ? target.userId : null,
      approvedCleanerUserId: target.role === 'cleaner' && set.isApproved === true ? target.userId : null,
      cancelledBookingIds,
      reassigned: settled.reassigned,
    };
  });
}

/**
 * An admin changes a user's role, approval and/or suspension (PATCH /api/v1/admin/users/:profileId). After the
 * commit, the pending bookings a suspension let go are refunded and both sides told, and a cleaner whose
 * approval changed is told (with their customers, when it was withdrawn). Answers the user as now listed.
 */
export async function updateUser(
  ctx: AppContext,
  admin: AuthContext,
  profileId: string,
  body: AdminUpdateUserBody,
  now = new Date(),
): Promise<AdminUserListItem> {
  let changed: Awaited<ReturnType<typeof changeAccess>>;
  try {
    changed = await changeAccess(ctx.db, admin, profileId, body, now);
  } catch (err) {
    // A booking reassigned to a cleaner who got that time meanwhile: the exclusion constraint refused it.
    if (pgCode(err) === '23P01') throw slotTaken();
    throw err;
  }
  await refundAndNotifyCancelled(ctx, changed.cancelledBookingIds);
  for (const r of changed.reassigned) await notifyReassigned(ctx, r.bookingId, r.previousCleanerId);
  if (changed.revokedCleanerUserId) await notifyApprovalRevoked(ctx, changed.revokedCleanerUserId);
  if (changed.approvedCleanerUserId) await notifyCleanerApproved(ctx, changed.approvedCleanerUserId);
  return changed.user;
}
