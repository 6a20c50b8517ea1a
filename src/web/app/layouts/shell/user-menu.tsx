import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { createDeferredMenu } from '@web/components/ui/deferred-menu';
import { InlineSkeleton } from '@web/components/ui/skeleton';
import type { SessionUser } from '@web/lib/session';

export interface UserMenuProps {
  user: SessionUser | null;
  onLogout: () => void;
  loggingOut: boolean;
  /** The session's answer is on its way (a prerendered page, decision 0180): a placeholder of the same size. */
  sessionLoading?: boolean;
}

const Menu = createDeferredMenu<UserMenuProps>(() => import('./user-menu-dropdown'));

/** The account menu of the signed-in header; its code loads when the player reaches for it (deferred-menu.tsx). */
export function UserMenu(props: UserMenuProps) {
  const { t } = useTranslation('shell');
  const { user, sessionLoading, ...menuProps } = props;
  if (sessionLoading) {
    return (
      <span data-testid="user-menu-pending" className="inline-flex h-11 items-center gap-2 px-1.5 sm:pr-2.5">
        <InlineSkeleton className="size-8 shrink-0 rounded-full" />
        <InlineSkeleton className="h-4 w-20 max-sm:hidden" />
      </span>
    );
  }
  const name = user?.username || t('userMenu.fallbackName');
  const initial = name.charAt(0).toUpperCase();
  return (
    <Menu
      {...menuProps}
      user={user}
      triggerProps={{
        'data-testid': 'user-menu-trigger',
        className:
          'inline-flex h-11 max-w-56 sm:max-w-72 cursor-pointer items-center gap-2 rounded-lg px-1.5 text-sm font-semibold text-foreground transition-colors hover:bg-muted sm:pr-2.5',
      }}
      trigger={
        <>
          {user?.avatarUrl ? (
            <img src={user.avatarUrl} alt="" className="size-8 shrink-0 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
            >
              {initial}
            </span>
          )}
          {/* The name stays in the accessible name on phones, where it is visually hidden. */}
          <span className="max-sm:sr-only truncate">{name}</span>
          <ChevronDown aria-hidden="true" className="hidden size-4 shrink-0 text-muted-foreground sm:block" />
        </>
      }
    />
  );
}
