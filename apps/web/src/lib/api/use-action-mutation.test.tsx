import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useActionMutation } from './use-action-mutation';

function SaveButton({ send }: { send: () => Promise<string> }) {
  const save = useActionMutation({ mutationFn: send });
  return (
    <button type="button" aria-busy={save.isPending || undefined} onClick={() => save.mutate()}>
      Save {save.data}
    </button>
  );
}

function renderButton(send: () => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SaveButton send={send} />
    </QueryClientProvider>,
  );
}

describe('useActionMutation', () => {
  it('sends one request for a double click, and the next once the first has ended', async () => {
    let finish: (value: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    renderButton(send);
    await userEvent.dblClick(screen.getByRole('button'));
    expect(send).toHaveBeenCalledOnce();
    finish('done');
    expect(await screen.findByRole('button', { name: 'Save done' })).not.toHaveAttribute('aria-busy');

    await userEvent.click(screen.getByRole('button'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('allows the next request after a failure', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce('ok');
    renderButton(send);
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByRole('button', { name: 'Save ok' })).toBeInTheDocument();
  });
});
