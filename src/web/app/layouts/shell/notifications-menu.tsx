import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useUnreadCount } from '@web/features/notifications/api/unread-count';

const MAX_BADGE = 99;

/** The bell shows the real unread count (DESIGN §4, replacing the spec's fixed 3). The list of
 * notifications arrives with the notifications issue; until then the menu states the count only. */
export function NotificationsMenu() {
  const { t } = useTranslation('shell');
  const count = useUnreadCount(true);
  const label = count > 0 ? t('notifications.labelWithCount', { count }) : t('notifications.label');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={label}
        data-testid="notifications-bell"
        className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
      >
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notifications-badge"
            className="absolute top-1.5 right-1.5 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-bold text-primary-foreground ring-2 ring-card"
          >
            {count > MAX_BADGE ? `${MAX_BADGE}+` : count}
          </span>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuLabel className="font-semibold">{t('notifications.label')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <p className="px-2.5 py-3 text-sm text-muted-foreground">
          {count > 0 ? t('notifications.unread', { count }) : t('notifications.none')}
        </p>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
