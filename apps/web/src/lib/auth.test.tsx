import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAuth } from './auth';

class Catch extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p>{this.state.message}</p> : this.props.children;
  }
}

function UsesAuth() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('refuses to work outside its provider', () => {
    render(
      <Catch>
        <UsesAuth />
      </Catch>,
      { onCaughtError: () => {} },
    );
    expect(screen.getByText('useAuth must be used within an AuthProvider')).toBeInTheDocument();
  });
});
