import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { createDeferredMenu } from '@web/components/ui/deferred-menu';
import { useUnreadCount } from '@web/features/notifications/api/unread-count';

const MAX_BADGE = 99;

const Panel = createDeferredMenu<{ count: number }>(() => import('./notifications-panel'), 'click');

/**
 * The bell: the real unread count (no badge at 0, not the original app's fixed 3; docs/game-rules.md §12.5) and a panel of the
 * latest notifications, newest first. Choosing one marks it read and opens what it is about; "Mark all as
 * read" clears the badge. The list is fetched only when the panel opens; the panel's code when the player
 * reaches for the bell (deferred-menu.tsx).
 */
export function NotificationsMenu() {
  const { t } = useTranslation('shell');
  const count = useUnreadCount(true);
  const label = count > 0 ? t('notifications.labelWithCount', { count }) : t('notifications.label');
  return (
    <Panel
      count={count}
      triggerProps={{
        'aria-label': label,
        'aria-haspopup': 'dialog',
        'data-testid': 'notifications-bell',
        className:
          'relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
      }}
      trigger={
        <>
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
        </>
      }
    />
  );
}
