import type { AdminSettings, AdminStats, AdminUserDetail, AdminUserListItem } from '@limpa/contracts';
import type { ReactElement } from 'react';
import { json, mockFetch, type RecordedRequest, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';

/** The signed-in admin's profile id (their own row in the users list). */
export const ADMIN_PROFILE_ID = 'a0000000-0000-4000-8000-000000000001';

/** GET /api/v1/me for the signed-in admin, Ada Admin. */
export function adminSession() {
  const session = sessionAs('admin');
  return json({ ...session, profile: { ...session.profile, id: ADMIN_PROFILE_ID, fullName: 'Ada Admin' } });
}

export function stats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totalUsers: 128,
    activeCleaners: 17,
    totalBookings: 342,
    pendingBookings: 9,
    completedBookings: 301,
    revenue: [
      { currency: 'EUR', amountCents: 123456 },
      { currency: 'CAD', amountCents: 8900 },
    ],
    activeSessions: 5,
    reviewsThisWeek: 3,
    failedPayments: 2,
    openReports: 4,
    ...overrides,
  };
}

let n = 0;
export function userRow(overrides: Partial<AdminUserListItem> = {}): AdminUserListItem {
  n += 1;
  return {
    id: `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: `user-${n}`,
    fullName: `User ${n}`,
    role: 'customer',
    phone: null,
    city: null,
    isApproved: false,
    onboardingComplete: false,
    suspended: false,
    cancellationCount: 0,
    lateCancellationCount: 0,
    noShowBlocked: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function userDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    id: 'b0000000-0000-4000-8000-00000000aaaa',
    userId: 'user-rui',
    fullName: 'Rui Costa',
    email: 'rui@example.com',
    role: 'cleaner',
    isApproved: true,
    phone: '+351 912 000 111',
    city: 'Lisboa',
    addressLine1: 'Rua Augusta 10',
    addressLine2: '2 Esq',
    provinceOrDistrict: 'Lisboa',
    postalCode: '1100-053',
    country: 'PT',
    hourlyRate: 21,
    currency: 'EUR',
    workRadiusKm: 15,
    onboardingComplete: false,
    payoutConnected: true,
    servicesOffered: ['Deep Cleaning', 'Window Cleaning'],
    suspended: false,
    suspendedAt: null,
    suspensionReason: null,
    cancellationCount: 0,
    lateCancellationCount: 0,
    noShowCount: 0,
    noShowBlockedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    audit: [],
    ...overrides,
  };
}

export function settings(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return {
    maintenanceMode: false,
    requireProviderApproval: true,
    earliestStartHours: 2,
    requireIdentityVerification: true,
    updatedAt: '2026-11-21T09:30:00.000Z',
    ...overrides,
  };
}

export type AdminHandler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

/** An admin page drawn for the signed-in admin; `handler` answers first, then `read` answers its GET. */
export function renderAdminPage(
  page: ReactElement,
  path: string,
  read: { url: string; body: () => unknown },
  handler: AdminHandler = () => undefined,
) {
  const mock = mockFetch((request) => {
    if (request.url === '/api/v1/session') return adminSession();
    const answer = handler(request);
    if (answer) return answer;
    if (request.url === read.url && request.method === 'GET') return json(read.body());
    return undefined;
  });
  return { ...mock, ...renderWithProviders(page, { path, withAuth: true }) };
}
