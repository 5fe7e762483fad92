import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { userDetail, userRow } from '../admin-console-test-data';
import { NoShowBlockControl } from './no-show-block-control';

const patches = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PATCH');
const BLOCKED = userDetail({ noShowBlockedAt: '2026-11-20T10:00:00.000Z', noShowCount: 3 });

function setup(user = BLOCKED, reply = () => json(userRow({ id: user.id, role: 'cleaner' }))) {
  const mock = mockFetch((r) => (r.method === 'PATCH' ? reply() : undefined));
  renderWithProviders(<NoShowBlockControl user={user} />, { path: '/admin/users' });
  return mock;
}

describe('NoShowBlockControl', () => {
  it('lifts the block after a confirmation, and says so', async () => {
    const { requests } = setup();
    expect(
      screen.getByText(/Blocked from new requests since .*: 3 no-shows reported within 90 days\./),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Lift block' }));
    const ask = await screen.findByRole('alertdialog', { name: `Lift the block on ${BLOCKED.fullName}?` });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep the block' }));
    expect(patches(requests)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Lift block' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, lift it' }),
    );
    expect(await screen.findByText('Block lifted')).toBeInTheDocument();
    expect(patches(requests)).toHaveLength(1);
    expect(patches(requests)[0]!.url).toBe(`/api/v1/admin/users/${BLOCKED.id}`);
    expect(patches(requests)[0]!.body).toEqual({ noShowBlocked: false });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says why when the server refuses', async () => {
    setup(BLOCKED, () => problem(404, 'Not Found', 'User not found.'));
    await userEvent.click(screen.getByRole('button', { name: 'Lift block' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, lift it' }),
    );
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.queryByText('Block lifted')).not.toBeInTheDocument();
  });

  it('offers nothing for a cleaner who is not blocked', () => {
    setup(userDetail());
    expect(screen.queryByRole('button', { name: 'Lift block' })).not.toBeInTheDocument();
  });
});
