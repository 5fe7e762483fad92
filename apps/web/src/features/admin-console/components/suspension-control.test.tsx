import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { userDetail, userRow } from '../admin-console-test-data';
import { SuspensionControl } from './suspension-control';

const patches = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PATCH');

function setup(user = userDetail(), isSelf = false) {
  const mock = mockFetch((r) =>
    r.method === 'PATCH'
      ? json(userRow({ id: user.id, suspended: (r.body as { suspended: boolean }).suspended }))
      : undefined,
  );
  renderWithProviders(<SuspensionControl user={user} isSelf={isSelf} />, { path: '/admin/users' });
  return mock;
}

describe('SuspensionControl', () => {
  it('suspends with a reason, and asks for one first', async () => {
    const { requests } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(screen.getByLabelText('Reason for the suspension')).toHaveAccessibleDescription(
      'Please give a reason for the suspension.',
    );
    expect(patches(requests)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Reason for the suspension'), '  Repeated no-shows ');
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(patches(requests)).toHaveLength(1));
    expect(patches(requests)[0]!.body).toEqual({ suspended: true, reason: 'Repeated no-shows' });
  });

  it('shows the reason of a suspended user and unsuspends', async () => {
    const { requests } = setup(userDetail({ suspended: true, suspensionReason: 'Fraud check' }));
    expect(screen.getByText('Suspended: Fraud check')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsuspend' }));
    await waitFor(() => expect(patches(requests)[0]?.body).toEqual({ suspended: false }));
  });

  it('offers nothing on your own account', () => {
    setup(userDetail(), true);
    expect(screen.getByText('You cannot suspend your own account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });
});
