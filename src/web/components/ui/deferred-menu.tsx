import { useState, type ButtonHTMLAttributes, type ComponentType, type ReactNode } from 'react';

export type MenuTriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { 'data-testid'?: string };

/** What the real menu receives: its trigger's look and content, and whether to open at once. */
export interface DeferredMenuProps {
  triggerProps: MenuTriggerProps;
  trigger: ReactNode;
  /** The visitor pressed the stand-in: open as soon as mounted. */
  defaultOpen: boolean;
}

/**
 * A menu whose code (Radix DropdownMenu or Popover, ~28 KiB compressed with their dependencies) is not part
 * of the first load (issue 17, decision 0173). Until the visitor points at, focuses or presses the trigger,
 * a plain button with the same look and name stands in for it. Pointing or focusing fetches the menu; a press
 * also opens it once it has arrived. The stand-in stays the same element until then (a press that started on
 * it must end on it), and is replaced by the real menu and its own trigger, focused if the stand-in was.
 */
export function createDeferredMenu<P extends object>(
  load: () => Promise<{ default: ComponentType<P & DeferredMenuProps> }>,
  // As the real trigger does: a Radix menu opens on the press (pointerdown), a popover on the click.
  opensOn: 'pointerdown' | 'click' = 'pointerdown',
) {
  let Loaded: ComponentType<P & DeferredMenuProps> | null = null;
  let pending: Promise<void> | null = null;
  const fetchMenu = () =>
    (pending ??= load().then((module) => {
      Loaded = module.default;
    }));

  return function DeferredMenu({ triggerProps, trigger, ...props }: P & Omit<DeferredMenuProps, 'defaultOpen'>) {
    const [state, setState] = useState<{ ready: boolean; open: boolean; focused: boolean }>({
      ready: Loaded !== null,
      open: false,
      focused: false,
    });
    const want = (open: boolean) => {
      if (open) setState((s) => ({ ...s, open: true }));
      void fetchMenu().then(() => setState((s) => ({ ...s, ready: true })));
    };
    if (state.ready && Loaded) {
      return (
        <Loaded
          {...(props as P)}
          // Focus stays where the visitor put it when the stand-in is replaced (a press opens the menu, which takes it).
          triggerProps={{ ...triggerProps, autoFocus: state.focused && !state.open }}
          trigger={trigger}
          defaultOpen={state.open}
        />
      );
    }
    return (
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        {...triggerProps}
        onPointerEnter={() => want(false)}
        onFocus={() => {
          setState((s) => ({ ...s, focused: true }));
          want(false);
        }}
        onBlur={() => setState((s) => ({ ...s, focused: false }))}
        onPointerDown={(e) => {
          if (opensOn !== 'pointerdown' || e.button !== 0 || e.ctrlKey) return;
          // As Radix's trigger does: the press takes no focus. Else, when the menu's code arrived during the press,
          // its mousedown focused the real trigger that had just replaced the stand-in: outside the menu that
          // press had opened, which closed it again (a non-modal menu closes when focus leaves it).
          e.preventDefault();
          want(true);
        }}
        onClick={() => want(true)}
        onKeyDown={(e) => {
          // A Radix menu trigger opens on ArrowDown too (Enter and Space arrive here as a click).
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            want(true);
          }
        }}
      >
        {trigger}
      </button>
    );
  };
}
