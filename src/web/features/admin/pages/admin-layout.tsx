import { CalendarDays, FileUp, Inbox, Radio, Settings, Trophy, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';

const SECTIONS = [
  { to: 'events', key: 'events', Icon: CalendarDays },
  { to: 'live', key: 'live', Icon: Radio },
  { to: 'results', key: 'results', Icon: Trophy },
  { to: 'import', key: 'import', Icon: FileUp },
  { to: 'users', key: 'users', Icon: Users },
  { to: 'inbox', key: 'inbox', Icon: Inbox },
  { to: 'settings', key: 'settings', Icon: Settings },
] as const;

/** The console's frame: its sections as a row of links that scrolls sideways on phones. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the row is wider than the screen: bring the open section into view, not just the first ones.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div>
      <p className="mb-2 text-xs font-bold tracking-widest text-accent-text uppercase">{t('console')}</p>
      <nav ref={nav} aria-label={t('sectionsLabel')} className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-border">
          {SECTIONS.map(({ to, key, Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                data-testid={`admin-nav-${key}`}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-flex h-11 items-center gap-2 rounded-t-lg border-b-2 px-3 text-sm font-semibold transition-colors',
                    isActive
                      ? 'border-brand-600 text-foreground dark:border-brand-400'
                      : 'border-transparent text-muted-foreground hover:bg-muted hover:text-foreground',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`sections.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
