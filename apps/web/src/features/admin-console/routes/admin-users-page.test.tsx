import type { AdminUserListItem } from '@limpa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ADMIN_PROFILE_ID, adminSession, userDetail, userRow } from '../admin-console-test-data';
import { formatAdminDate, formatAdminDateTime } from '../admin-format';
import { AdminUsersPage } from './admin-users-page';

type Handler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

const isList = (r: RecordedRequest) =>
  r.method === 'GET' && r.url.startsWith('/api/v1/admin/users') && !/users\/[^?]/.test(r.url);
const listRequests = (requests: RecordedRequest[]) => requests.filter(isList);
const params = (r: RecordedRequest) => Object.fromEntries(new URL(r.url, 'http://x').searchParams);

function page(items: AdminUserListItem[], nextCursor: string | null = null) {
  return json({ items, nextCursor });
}

function renderPage(handler: Handler, url = '/admin/users') {
  const mock = mockFetch((request) => {
    if (request.url === '/api/v1/session') return adminSession();
    return handler(request);
  });
  const view = renderWithProviders(<AdminUsersPage />, { path: '/admin/users', url, withAuth: true });
  return { ...mock, ...view };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
const toasts = () => screen.getByRole('region', { name: /Notifications/ });

async function chooseOption(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const ana = userRow({
  fullName: 'Ana Silva',
  role: 'cleaner',
  phone: '+351 912 345 678',
  city: 'Lisboa',
  isApproved: false,
});
const chris = userRow({ fullName: 'Chris Customer' });
const self = userRow({ id: ADMIN_PROFILE_ID, fullName: 'Ada Admin', role: 'admin' });

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

/** A phone-width viewport: every max-width query matches. */
function asPhone() {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: query.includes('max-width'),
  })) as typeof window.matchMedia;
}

describe('AdminUsersPage', () => {
  it('shows the users as a table with the count, the admin name and the empty fields as dashes', async () => {
    renderPage((r) => (isList(r) ? page([ana, chris, self]) : undefined));
    expect(screen.getByText('Loading users…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Role', 'Phone', 'City', 'Created', 'Actions']);
    expect(screen.getByText('3 users shown')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Ada Admin')).toBeInTheDocument();
    expect(document.title).toBe('User Management | Limpa');

    const anaRow = rowOf('Ana Silva');
    expect(within(anaRow).getByRole('combobox', { name: 'Role for Ana Silva' })).toHaveTextContent('Cleaner');
    expect(within(anaRow).getByText('+351 912 345 678')).toBeInTheDocument();
    expect(within(anaRow).getByText('Lisboa')).toBeInTheDocument();
    expect(within(anaRow).getByText(formatAdminDate(ana.createdAt))).toBeInTheDocument();
    expect(within(anaRow).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(anaRow).getByRole('button', { name: 'Approve Ana Silva' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    const chrisRow = rowOf('Chris Customer');
    expect(within(chrisRow).getAllByText('—')).toHaveLength(2);
    expect(within(chrisRow).getByRole('button', { name: 'View Chris Customer' })).toBeInTheDocument();
    // Only cleaners can be approved.
    expect(within(chrisRow).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(within(rowOf('Ada Admin')).getByText('You')).toBeInTheDocument();
  });

  it('stacks the users as cards on phones, with the same controls', async () => {
    asPhone();
    renderPage((r) => (isList(r) ? page([ana, chris]) : undefined));
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('article', { name: 'Ana Silva' });
    expect(within(card).getByText('+351 912 345 678')).toBeInTheDocument();
    expect(within(card).getByText('Lisboa')).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Role for Ana Silva' })).toHaveTextContent('Cleaner');
    expect(within(card).getByRole('button', { name: 'View Ana Silva' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve Ana Silva' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('searches on the server once typing pauses, and filters by role', async () => {
    const { requests } = renderPage((r) => (isList(r) ? page([ana]) : undefined));
    await screen.findByRole('table');
    expect(params(listRequests(requests)[0]!)).toEqual({});

    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Search name, e-mail, phone, city');
    await userEvent.type(search, 'lisb');
    await waitFor(() => expect(listRequests(requests)).toHaveLength(2));
    expect(params(listRequests(requests)[1]!)).toEqual({ q: 'lisb' });
    // No request per keystroke.
    expect(listRequests(requests).some((r) => ['l', 'li', 'lis'].includes(params(r).q ?? ''))).toBe(false);

    await chooseOption(screen.getByRole('combobox', { name: 'Role' }), 'Cleaners');
    await waitFor(() => expect(listRequests(requests)).toHaveLength(3));
    expect(params(listRequests(requests)[2]!)).toEqual({ q: 'lisb', role: 'cleaner' });

    await chooseOption(screen.getByRole('combobox', { name: 'Role' }), 'All roles');
    await waitFor(() => expect(listRequests(requests)).toHaveLength(4));
    expect(params(listRequests(requests)[3]!)).toEqual({ q: 'lisb' });
  });

  it('starts from the role in the address (the dashboard links to ?role=cleaner)', async () => {
    const { requests } = renderPage(
      (r) => (isList(r) ? page([ana]) : undefined),
      '/admin/users?role=cleaner',
    );
    await screen.findByRole('table');
    expect(params(listRequests(requests)[0]!)).toEqual({ role: 'cleaner' });
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Cleaners');
  });

  it('changes a role inline: the row is disabled while it saves, then updated in place', async () => {
    const answer = deferred<Response>();
    const { requests } = renderPage((r) => {
      if (isList(r)) return page([chris, ana]);
      if (r.method === 'PATCH') return answer.promise;
      return undefined;
    });
    await screen.findByRole('table');
    const role = within(rowOf('Chris Customer')).getByRole('combobox', { name: 'Role for Chris Customer' });
    await chooseOption(role, 'Cleaner');

    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(patch.url).toBe(`/api/v1/admin/users/${chris.id}`);
    expect(patch.body).toEqual({ role: 'cleaner' });
    await waitFor(() => expect(role).toBeDisabled());
    expect(rowOf('Chris Customer')).toHaveAttribute('aria-busy', 'true');
    expect(within(rowOf('Chris Customer')).getByRole('button', { name: /Approve/ })).toBeDisabled();
    // Other rows stay usable.
    expect(within(rowOf('Ana Silva')).getByRole('combobox')).toBeEnabled();

    answer.resolve(json({ ...chris, role: 'cleaner' }));
    expect(await within(toasts()).findByText('Updated')).toBeInTheDocument();
    expect(within(toasts()).getByText('User updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(role).toBeEnabled());
    expect(role).toHaveTextContent('Cleaner');
    expect(
      within(rowOf('Chris Customer')).getByRole('button', { name: 'Approve Chris Customer' }),
    ).toBeEnabled();
    // Updated from the answer, not by fetching the list again.
    expect(listRequests(requests)).toHaveLength(1);
  });

  it('says "Update failed" with the server message when an admin tries to remove their own admin role', async () => {
    renderPage((r) => {
      if (isList(r)) return page([self]);
      if (r.method === 'PATCH') {
        return problem(422, 'Update failed', 'You cannot remove your own admin role.', 'own_admin_role');
      }
      return undefined;
    });
    await screen.findByRole('table');
    const role = screen.getByRole('combobox', { name: 'Role for Ada Admin' });
    await chooseOption(role, 'Customer');
    expect(await within(toasts()).findByText('Update failed')).toBeInTheDocument();
    expect(within(toasts()).getByText('You cannot remove your own admin role.')).toBeInTheDocument();
    await waitFor(() => expect(role).toBeEnabled());
    expect(role).toHaveTextContent('Admin');
  });

  it('approves a cleaner with the Approve toggle and can take the approval back', async () => {
    let approved = false;
    const { requests } = renderPage((r) => {
      if (isList(r)) return page([ana]);
      if (r.method === 'PATCH') {
        approved = (r.body as { isApproved: boolean }).isApproved;
        return json({ ...ana, isApproved: approved });
      }
      return undefined;
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Approve Ana Silva' }));
    const toggle = await screen.findByRole('button', { name: 'Approved Ana Silva' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ isApproved: true }]);
    expect(screen.queryByText('Awaiting approval')).not.toBeInTheDocument();
    expect(await within(toasts()).findByText('Updated')).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(await screen.findByRole('button', { name: 'Approve Ana Silva' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { isApproved: true },
      { isApproved: false },
    ]);
  });

  it('opens "User details" with every field and the audit history', async () => {
    const rui = userRow({ id: userDetail().id, fullName: 'Rui Costa', role: 'cleaner', isApproved: true });
    const answer = deferred<Response>();
    const when = '2026-11-22T14:03:00.000Z';
    renderPage((r) => {
      if (isList(r)) return page([rui]);
      if (r.url === `/api/v1/admin/users/${rui.id}`) return answer.promise;
      return undefined;
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'View Rui Costa' }));
    const dialog = await screen.findByRole('dialog', { name: 'User details' });
    expect(within(dialog).getByText('Loading user…')).toBeInTheDocument();

    answer.resolve(
      json(
        userDetail({
          audit: [
            {
              id: 'c0000000-0000-4000-8000-000000000002',
              actorName: 'Ada Admin',
              field: 'isApproved',
              oldValue: 'false',
              newValue: 'true',
              reason: null,
              createdAt: when,
            },
            {
              id: 'c0000000-0000-4000-8000-000000000003',
              actorName: 'Ada Admin',
              field: 'identity',
              oldValue: 'pending',
              newValue: 'approved',
              reason: null,
              createdAt: when,
            },
            {
              id: 'c0000000-0000-4000-8000-000000000001',
              actorName: null,
              field: 'role',
              oldValue: 'customer',
              newValue: 'cleaner',
              reason: null,
              createdAt: when,
            },
          ],
        }),
      ),
    );
    const field = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(await within(dialog).findByText('rui@example.com')).toBeInTheDocument();
    expect(field('Name')).toHaveTextContent('Rui Costa');
    expect(field('Email')).toHaveTextContent('rui@example.com');
    expect(field('Role')).toHaveTextContent('Cleaner');
    expect(field('Approved')).toHaveTextContent('Yes');
    expect(field('Phone')).toHaveTextContent('+351 912 000 111');
    expect(field('City')).toHaveTextContent('Lisboa');
    expect(field('Address line 1')).toHaveTextContent('Rua Augusta 10');
    expect(field('Address line 2')).toHaveTextContent('2 Esq');
    expect(field('Region')).toHaveTextContent('Lisboa');
    expect(field('Postal code')).toHaveTextContent('1100-053');
    expect(field('Country')).toHaveTextContent('Portugal');
    expect(field('Hourly rate')).toHaveTextContent('€21.00/h');
    expect(field('Work radius')).toHaveTextContent('15 km');
    expect(field('Onboarding')).toHaveTextContent('In progress');
    expect(field('Payout connected')).toHaveTextContent('Yes');
    expect(field('Services offered')).toHaveTextContent('Deep CleaningWindow Cleaning');
    expect(field('Joined')).toHaveTextContent(formatAdminDate('2026-11-20T10:00:00.000Z'));

    const stamp = formatAdminDateTime(when);
    expect(stamp).toMatch(/^\d{1,2} [A-Z][a-z]{2} 2026 \d{2}:\d{2}$/);
    const history = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(history).toEqual([
      `Approved: no → yes by Ada Admin, ${stamp}`,
      `Identity document: awaiting review → approved by Ada Admin, ${stamp}`,
      `Role: customer → cleaner by a former admin, ${stamp}`,
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['customer', 'Customer', true],
    ['admin', 'Admin', false],
  ] as const)(
    'shows a %s only what their role has: no rate, radius, services or payouts',
    async (role, label, hasAddress) => {
      const person = userRow({ id: userDetail().id, fullName: 'Rui Costa', role });
      renderPage((r) => {
        if (isList(r)) return page([person]);
        if (r.url === `/api/v1/admin/users/${person.id}`) return json(userDetail({ role, isApproved: true }));
        return undefined;
      });
      await screen.findByRole('table');
      await userEvent.click(screen.getByRole('button', { name: 'View Rui Costa' }));
      const dialog = await screen.findByRole('dialog', { name: 'User details' });
      const field = (name: string) => within(dialog).queryByText(name, { selector: 'dt' });
      expect(await within(dialog).findByText('rui@example.com')).toBeInTheDocument();
      expect(field('Role')?.nextElementSibling).toHaveTextContent(label);
      expect(field('Phone')).toBeInTheDocument();
      for (const cleanerOnly of [
        'Approved',
        'Hourly rate',
        'Work radius',
        'Onboarding',
        'Payout connected',
        'Cancellations by this cleaner',
        'Services offered',
      ]) {
        expect(field(cleanerOnly), cleanerOnly).toBeNull();
      }
      expect(field('Address line 1') !== null).toBe(hasAddress);
    },
  );

  it('says "Failed to load user" when the details cannot be loaded', async () => {
    renderPage((r) => {
      if (isList(r)) return page([chris]);
      if (r.url.startsWith(`/api/v1/admin/users/${chris.id}`))
        return problem(404, 'User not found', 'User not found');
      return undefined;
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'View Chris Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'User details' });
    expect(await within(dialog).findByText('Failed to load user')).toBeInTheDocument();
    expect(await within(toasts()).findByText('Failed to load user')).toBeInTheDocument();
  });

  it('loads the next page with the cursor', async () => {
    const more = userRow({ fullName: 'Older User' });
    const { requests } = renderPage((r) => {
      if (!isList(r)) return undefined;
      return params(r).cursor === 'next-1' ? page([more]) : page([ana, chris], 'next-1');
    });
    await screen.findByRole('table');
    expect(screen.getByText('2 users shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('rowheader', { name: /Older User/ })).toBeInTheDocument();
    expect(screen.getByText('3 users shown')).toBeInTheDocument();
    expect(params(listRequests(requests)[1]!)).toEqual({ cursor: 'next-1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says "No users found." when nothing matches, and offers to clear the filters', async () => {
    const { requests } = renderPage(
      (r) => (isList(r) ? page(params(r).q ? [] : [ana]) : undefined),
      '/admin/users?q=zzz',
    );
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    expect(screen.getByText('0 users shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(params(listRequests(requests).at(-1)!)).toEqual({});
  });

  it('says "Failed to load users" when the list cannot be loaded', async () => {
    renderPage((r) => (isList(r) ? problem(500, 'Internal Server Error', 'Something broke') : undefined));
    expect(await within(toasts()).findByText('Failed to load users')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load users');
  });
});
