import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredMount } from './use-deferred-mount';

/** What each render of the screen below saw. */
const seen: boolean[] = [];

function Screen() {
  const later = useDeferredMount();
  seen.push(later);
  return (
    <>
      <h1>Top</h1>
      {later ? <p>Below the first screen</p> : null}
    </>
  );
}

describe('useDeferredMount', () => {
  it('leaves what it guards out of the first render and draws it right after', async () => {
    render(<Screen />);
    expect(await screen.findByText('Below the first screen')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
