import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sell</Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="Sell Ott Tänak?" description="You get €3.1M back." cancelLabel="Keep driver">
        <Button
          onClick={() => {
            onConfirm();
            setOpen(false);
          }}
        >
          Sell driver
        </Button>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is not in the page until opened, then opens on its safe choice and gives focus back on Cancel', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell Ott Tänak?' });
    expect(dialog).toHaveAccessibleDescription('You get €3.1M back.');
    expect(within(dialog).getByRole('button', { name: 'Keep driver' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Keep driver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix gives focus back a task after the dialog unmounts.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sell' })).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the confirming action and closes; Escape closes without it', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sell' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sell driver' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
