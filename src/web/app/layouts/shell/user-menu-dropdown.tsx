import { LogOut, Settings, ShieldCheck, User } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeferredMenuProps } from '@web/components/ui/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuIcon,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import type { UserMenuProps } from './user-menu';

/** The account menu itself, loaded when first wanted (user-menu.tsx). */
export default function UserMenuDropdown({ user, onLogout, loggingOut, triggerProps, trigger, defaultOpen }: UserMenuProps & DeferredMenuProps) {
  const { t } = useTranslation('shell');
  const name = user?.username || t('userMenu.fallbackName');
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger {...triggerProps}>{trigger}</DropdownMenuTrigger>
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
