import { useId, useState } from 'react';
import { formatRelative } from '@web/lib/format-date';
import { Bell, CheckCheck, Coins, Flag, History, Target, UserX, Users, type LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationDto } from '@shared/api/notifications';
import { readNotification } from '@shared/notification-texts';
import type { DeferredMenuProps } from '@web/components/ui/deferred-menu';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '@web/features/notifications/api/notifications';
import { cn } from '@web/lib/cn';

const ICONS: Record<string, LucideIcon> = {
  results: Flag,
  prediction: Target,
  price: Coins,
  league_member_joined: Users,
  entry_removed: UserX,
  correction: History,
};

function NotificationItem({ notification, onOpen }: { notification: NotificationDto; onOpen: (n: NotificationDto) => void }) {
  const { t } = useTranslation('shell');
  const Icon = ICONS[notification.type] ?? Bell;
  const unread = notification.readAt === null;
  // Stored in English; shown in the reader's language with the names read back out (shared templates).
  const read = readNotification(notification.type, notification.title, notification.body);
  // The key is one of four and its variables are the template's: i18next's types cannot follow a union key.
  const text = t as unknown as (key: string, values: Record<string, string>) => string;
  const title = read ? text(`notifications.kinds.${read.kind}.title`, read.values) : notification.title;
  const body = read ? text(`notifications.kinds.${read.kind}.body`, read.values) : notification.body;
  return (
    <li>
      <button
        type="button"
        data-testid="notification-item"
        data-unread={unread ? 'true' : 'false'}
        onClick={() => onOpen(notification)}
        className={cn(
          'flex w-full cursor-pointer items-start gap-3 rounded-lg px-2.5 py-2.5 text-left text-sm transition-colors hover:bg-muted',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          unread && 'bg-brand-50/70 dark:bg-brand-950/50',
        )}
      >
        <span aria-hidden="true" className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-accent-text">
          <Icon className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn('block leading-snug', unread ? 'font-semibold' : 'font-medium')}>
            {unread ? <span className="sr-only">{t('notifications.unreadMark')}: </span> : null}
            {title}
          </span>
          {body ? <span className="mt-0.5 block text-xs text-muted-foreground">{body}</span> : null}
          <time dateTime={notification.createdAt} className="mt-0.5 block text-xs text-muted-foreground">
            {formatRelative(new Date(notification.createdAt))}
          </time>
        </span>
        {unread ? <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-primary" /> : null}
      </button>
    </li>
  );
}

/** The bell's panel, loaded when first wanted (notifications-menu.tsx). */
export default function NotificationsPanel({ count, triggerProps, trigger, defaultOpen }: { count: number } & DeferredMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const headingId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const list = useNotifications(open);
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.unread ?? count;

  const openNotification = (n: NotificationDto) => {
    if (n.readAt === null) markOne.mutate(n.id);
    if (n.link) {
      setOpen(false);
      void navigate(n.link);
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger {...triggerProps}>{trigger}</PopoverTrigger>
      <PopoverContent data-testid="notifications-panel" aria-labelledby={headingId} className="w-[min(24rem,calc(100vw-1rem))]">
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-sm font-bold">
              {t('notifications.label')}
            </h2>
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {unread > 0 ? t('notifications.unread', { count: unread }) : t('notifications.none')}
            </p>
          </div>
          {unread > 0 ? (
            <button
              type="button"
              data-testid="notifications-mark-all"
              onClick={() => markAll.mutate()}
              disabled={markAll.isPending}
              className="inline-flex min-h-9 shrink-0 cursor-pointer items-center gap-1.5 rounded-lg px-2 text-xs font-semibold text-accent-text hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('notifications.markAllRead')}
            </button>
          ) : null}
        </div>
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto p-1.5">
          {list.isPending ? (
            <div className="space-y-2 p-1.5" aria-busy="true">
              <span className="sr-only">{t('notifications.loading')}</span>
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : list.isError ? (
            <p role="alert" className="px-2.5 py-3 text-sm text-danger">
              {t('notifications.error')}
            </p>
          ) : list.data.notifications.length === 0 ? (
            <p className="px-2.5 py-3 text-sm text-muted-foreground">{t('notifications.empty')}</p>
          ) : (
            <ul className="space-y-0.5">
              {list.data.notifications.map((n) => (
                <NotificationItem key={n.id} notification={n} onOpen={openNotification} />
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
