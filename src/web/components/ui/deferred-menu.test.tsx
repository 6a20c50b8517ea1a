import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { createDeferredMenu, type DeferredMenuProps } from './deferred-menu';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

function RealMenu({ triggerProps, trigger, defaultOpen }: DeferredMenuProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger {...triggerProps}>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Settings</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A menu whose code arrives when the test says so, as a chunk from the network would. */
function deferredMenu() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Menu = createDeferredMenu<object>(() => arrived.then(() => ({ default: RealMenu })));
  return { Menu, arrive };
}

describe('a menu whose code loads when reached for', () => {
  it('opens when pressed before its code has arrived, and stays open with focus inside', async () => {
    const { Menu, arrive } = deferredMenu();
    const { user } = renderWithProviders(<Menu triggerProps={{ 'data-testid': 'menu-trigger' }} trigger="Account" />);
    const standIn = screen.getByTestId('menu-trigger');
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(standIn);
    expect(screen.queryByRole('menu')).toBeNull();
    arrive();

    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    expect(screen.getByTestId('menu-trigger')).toHaveAttribute('aria-expanded', 'true');
  });

  it('takes no focus on a press, as the real trigger does: the menu that press opens keeps it', async () => {
    // A non-modal menu closes when focus moves outside it. A press whose mousedown came after the real menu had
    // replaced the stand-in focused the real trigger, outside the menu just opened, which closed it again (CI,
    // 2026-11-28). Like Radix's own trigger, the stand-in cancels the press's default, so no focus moves.
    const { Menu } = deferredMenu();
    const { user } = renderWithProviders(
      <>
        <button type="button">Before</button>
        <Menu triggerProps={{ 'data-testid': 'menu-trigger' }} trigger="Account" />
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    const standIn = screen.getByTestId('menu-trigger');
    await user.pointer({ keys: '[MouseLeft>]', target: standIn });
    expect(document.activeElement).not.toBe(standIn);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
    await user.pointer({ keys: '[/MouseLeft]', target: standIn });
  });

  it('opens from the keyboard too, with focus moved onto the real trigger when it arrives', async () => {
    const { Menu, arrive } = deferredMenu();
    const { user } = renderWithProviders(<Menu triggerProps={{ 'data-testid': 'menu-trigger' }} trigger="Account" />);
    await user.tab();
    expect(screen.getByTestId('menu-trigger')).toHaveFocus();
    arrive();
    await waitFor(() => expect(screen.getByTestId('menu-trigger')).toHaveAttribute('data-state', 'closed'));
    expect(screen.getByTestId('menu-trigger')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
