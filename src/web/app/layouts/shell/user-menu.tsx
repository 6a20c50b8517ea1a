import { ChevronDown, LogOut, Settings, ShieldCheck, User } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuIcon,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import type { SessionUser } from '@web/lib/session';

interface UserMenuProps {
  user: SessionUser | null;
  onLogout: () => void;
  loggingOut: boolean;
}

export function UserMenu({ user, onLogout, loggingOut }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const name = user?.username || t('userMenu.fallbackName');
  const initial = name.charAt(0).toUpperCase();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="user-menu-trigger"
        className="inline-flex h-11 max-w-56 sm:max-w-72 cursor-pointer items-center gap-2 rounded-lg px-1.5 text-sm font-semibold text-foreground transition-colors hover:bg-muted sm:pr-2.5"
      >
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
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block truncate font-semibold">{name}</span>
          {user?.email ? (
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <DropdownMenuIcon>
              <User />
            </DropdownMenuIcon>
            {t('userMenu.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <DropdownMenuIcon>
              <Settings />
            </DropdownMenuIcon>
            {t('userMenu.settings')}
          </Link>
        </DropdownMenuItem>
        {user && (user.role === 'admin' || user.is_admin) ? (
          <DropdownMenuItem asChild>
            <Link to="/admin" data-testid="user-menu-admin">
              <DropdownMenuIcon>
                <ShieldCheck />
              </DropdownMenuIcon>
              {t('userMenu.admin')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={loggingOut}
          onSelect={onLogout}
          className="text-danger data-[highlighted]:text-danger"
        >
          <DropdownMenuIcon>
            <LogOut className="text-danger" />
          </DropdownMenuIcon>
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
