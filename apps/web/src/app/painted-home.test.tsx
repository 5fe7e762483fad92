// The customer home the server paints (decisions 039, 086): how the app knows it is there, takes it over with
// the session already read, and what the server leaves blank in it.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Session, useAuth } from '@/lib/auth';
import { PaintedClockContext, PaintedPageContext } from '@/lib/painted-page';
import { customerSession, json, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { isPaintedSignedInPage } from './painted-root';
import { ProfileHeader } from './profile-header';
import { AppProviders } from './providers';

const session = customerSession as Session;

/** Every auth status the probe rendered with, first to last. */
const statuses: string[] = [];
function AuthProbe() {
  const { status, profile } = useAuth();
  statuses.push(status);
  return <p>{`${status} ${profile?.firstName ?? ''}`.trim()}</p>;
}

function rootWith(attributes: Record<string, string>) {
  const root = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  return root;
}

describe('the painted customer home', () => {
  it('is told apart from the painted sign-in page and from an empty root', () => {
    expect(
      isPaintedSignedInPage(rootWith({ 'data-prerendered': 'en', 'data-prerendered-page': 'customer-home' })),
    ).toBe(true);
    expect(isPaintedSignedInPage(rootWith({ 'data-prerendered': 'en' }))).toBe(false);
    expect(isPaintedSignedInPage(rootWith({}))).toBe(false);
  });

  it('is taken over by a first render that already has the session read (no spinner, no second read)', () => {
    const { requests } = mockFetch();
    statuses.length = 0;
    render(
      <AppProviders session={session}>
        <AuthProbe />
      </AppProviders>,
    );
    expect(screen.getByText('signed-in Ana')).toBeInTheDocument();
    expect(statuses[0]).toBe('signed-in');
    expect(requests.filter((r) => r.url === '/api/v1/session')).toHaveLength(0);
  });

  it('without a session handed over, the first render still waits for it', async () => {
    mockFetch(({ url }) => (url === '/api/v1/session' ? json(session) : undefined));
    statuses.length = 0;
    render(
      <AppProviders>
        <AuthProbe />
      </AppProviders>,
    );
    expect(statuses[0]).toBe('loading');
    expect(await screen.findByText('signed-in Ana')).toBeInTheDocument();
  });

  it('leaves the clock blank in the server’s markup (the visitor’s time is not the server’s), and draws it live', async () => {
    mockFetch(({ url }) => (url === '/api/v1/session' ? json(session) : undefined));
    const painted = renderWithProviders(
      <PaintedPageContext value>
        <ProfileHeader />
      </PaintedPageContext>,
      { withAuth: true },
    );
    await screen.findByText('Ana Silva');
    const paintedHeader = screen.getByRole('banner');
    expect(paintedHeader.querySelector('time')).toBeNull();
    // The initials are the person's: the server paints for them.
    expect(within(paintedHeader).getByText('AS')).toBeInTheDocument();
    painted.unmount();

    renderWithProviders(<ProfileHeader />, { withAuth: true });
    await screen.findByText('Ana Silva');
    const liveHeader = screen.getByRole('banner');
    expect(liveHeader.querySelector('time')).not.toBeNull();
    expect(within(liveHeader).getByText('AS')).toBeInTheDocument();
  });

  it('paints the clock at the server’s time in the visitor’s zone when it knows it, for the page to move on', async () => {
    mockFetch(({ url }) => (url === '/api/v1/session' ? json(session) : undefined));
    renderWithProviders(
      <PaintedPageContext value>
        <PaintedClockContext value={{ now: Date.parse('2030-06-03T10:00:40Z'), timeZone: 'America/Toronto' }}>
          <ProfileHeader />
        </PaintedClockContext>
      </PaintedPageContext>,
      { withAuth: true },
    );
    await screen.findByText('Ana Silva');
    const time = screen.getByRole('banner').querySelector('time');
    expect(time).toHaveAttribute('data-painted-clock');
    expect(time).toHaveAttribute('datetime', '2030-06-03T10:00:40.000Z');
    expect(time?.textContent).toContain('06:00');
    expect(time?.textContent).toContain('Monday, June 3, 2030');
  });
});
