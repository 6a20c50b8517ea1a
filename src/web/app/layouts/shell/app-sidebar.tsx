import { useEffect, useRef, type ComponentType } from 'react';
import { FocusScope } from '@radix-ui/react-focus-scope';
import {
  CalendarDays,
  ChartColumn,
  CircleHelp,
  LayoutDashboard,
  Settings,
  ShoppingCart,
  Trophy,
  Users,
  X,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';

interface NavItem {
  to: string;
  label: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}

export const SIDEBAR_ID = 'app-sidebar';

interface AppSidebarProps {
  /** null: the default of the screen's size, drawn by the stylesheet (use-sidebar.ts). */
  open: boolean | null;
  isDesktop: boolean | null;
  onNavigate: () => void;
}

export function AppSidebar({ open, isDesktop, onNavigate }: AppSidebarProps) {
  const { t } = useTranslation('shell');

  const mainItems: NavItem[] = [
    { to: '/dashboard', label: t('nav.dashboard'), Icon: LayoutDashboard },
    { to: '/team', label: t('nav.team'), Icon: Users },
    { to: '/events', label: t('nav.events'), Icon: CalendarDays },
    { to: '/leagues', label: t('nav.leagues'), Icon: Trophy },
    { to: '/market', label: t('nav.market'), Icon: ShoppingCart },
    { to: '/stats', label: t('nav.stats'), Icon: ChartColumn },
  ];
  const bottomItems: NavItem[] = [
    { to: '/settings', label: t('nav.settings'), Icon: Settings },
    { to: '/help', label: t('nav.help'), Icon: CircleHelp },
  ];

  // On a phone a link choice should reveal the page, so the overlay closes itself.
  const handleNavigate = isDesktop ? undefined : onNavigate;
  const rail = open === false && isDesktop === true;
  const overlay = open === true && isDesktop === false;

  // The phone overlay is a sheet over the page: on opening, focus moves into it, and Tab stays inside it
  // (Radix FocusScope, the trap the dialogs use) until it closes; the shell then puts focus back on the toggle.
  const asideRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!overlay) return;
    // The sheet is still `visibility: hidden` for the first frame of its slide-in, when focus() is ignored:
    // try again on the next frames until it takes.
    let frame = 0;
    let tries = 0;
    const focusFirst = () => {
      const target = asideRef.current?.querySelector<HTMLElement>('a[aria-current="page"]') ?? asideRef.current?.querySelector<HTMLElement>('a');
      target?.focus();
      if (target && document.activeElement !== target && ++tries < 30) frame = requestAnimationFrame(focusFirst);
    };
    frame = requestAnimationFrame(focusFirst);
    return () => cancelAnimationFrame(frame);
  }, [overlay]);

  const renderItem = ({ to, label, Icon }: NavItem) => (
    <li key={to}>
      <NavLink
        to={to}
        onClick={handleNavigate}
        title={rail ? label : undefined}
        className={({ isActive }) =>
          cn(
            'group relative flex h-11 items-center gap-3 rounded-lg px-3.5 text-sm font-medium transition-colors',
            isActive
              ? 'bg-brand-50 text-brand-800 dark:bg-brand-950/70 dark:text-brand-200'
              : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          )
        }
      >
        {({ isActive }) => (
          <>
            {isActive ? (
              <span aria-hidden="true" className="absolute inset-y-2 left-0 w-1 rounded-r-full bg-primary" />
            ) : null}
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <span className={cn('truncate', rail && 'sr-only')}>{label}</span>
          </>
        )}
      </NavLink>
    </li>
  );

  // The sheet's contents, in a box that is the focus trap while the phone sheet is open.
  const contents = (
    <div className="flex min-h-0 flex-1 flex-col">
      {overlay ? (
        // Inside the trap there must be a way out that is not a link: Escape, the backdrop, or this button.
        <div className="flex justify-end px-2 pt-2">
          <button
            type="button"
            onClick={onNavigate}
            aria-label={t('closeSidebar')}
            data-testid="sidebar-close"
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
      <nav aria-label={t('mainNav')} className="flex flex-1 flex-col overflow-x-hidden overflow-y-auto p-2">
        <ul className="space-y-1">{mainItems.map(renderItem)}</ul>
        <ul className="mt-auto space-y-1 border-t border-border pt-2">{bottomItems.map(renderItem)}</ul>
      </nav>
    </div>
  );

  return (
    <aside
      ref={asideRef}
      id={SIDEBAR_ID}
      data-testid="sidebar"
      data-state={open === null ? 'default' : open ? 'open' : 'closed'}
      className={cn(
        'fixed top-16 bottom-0 left-0 z-40 flex w-64 flex-col border-r border-border bg-card outline-none transition-[width,transform,visibility] duration-200 ease-out',
        'md:sticky md:bottom-auto md:z-20 md:h-[calc(100dvh-4rem)] md:shrink-0 md:translate-x-0 md:self-start',
        open === null
          ? 'invisible -translate-x-full md:visible md:w-64'
          : open
            ? 'translate-x-0 shadow-2xl md:w-64 md:shadow-none'
            : 'invisible -translate-x-full md:visible md:w-16',
      )}
    >
      {/* The trap (Radix FocusScope, the one the dialogs use) is there only while the sheet is open. Always
          mounted, it set its state from its ref as the page was drawn: an update React must apply at once, which
          pulled the first render's effects and a second render into the same long task (issue 30 item 19). No
          auto-focus from the scope itself: focus moves in when the sheet opens (above). */}
      {overlay ? (
        <FocusScope
          asChild
          loop
          trapped
          onMountAutoFocus={(event) => event.preventDefault()}
          onUnmountAutoFocus={(event) => event.preventDefault()}
        >
          {contents}
        </FocusScope>
      ) : (
        contents
      )}
    </aside>
  );
}
