import { useState } from 'react';
import { CheckCheck, Mail, MailOpen, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INBOX_FILTERS, type InboxFilter, type InboxMessage } from '@shared/api/admin-inbox';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useInbox } from '../api/get-inbox';
import { useUpdateInboxMessage } from '../api/update-inbox-message';
import { ErrorAlert } from '../components/error-alert';
import { formatDateTime } from '../lib/format';

function MessageItem({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('admin');
  const update = useUpdateInboxMessage();
  const [open, setOpen] = useState(false);
  const bodyId = `inbox-message-${message.id}`;

  function toggle() {
    const next = !open;
    setOpen(next);
    // Opening a message marks it read (a PATCH, since no GET changes state).
    if (next && !message.readAt) update.mutate({ id: message.id, change: { read: true } });
  }

  return (
    <li className="p-4" data-testid="admin-inbox-message">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        className="flex w-full cursor-pointer items-start gap-3 rounded-lg text-left"
      >
        {message.readAt ? (
          <MailOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        ) : (
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
        )}
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className={cn('truncate', message.readAt ? 'font-medium' : 'font-bold')}>{message.subject}</span>
            {!message.readAt ? <Badge tone="info">{t('inbox.unread')}</Badge> : null}
            {message.handledAt ? <Badge tone="success">{t('inbox.handled')}</Badge> : null}
            <Badge>{t(`inbox.source.${message.source}`)}</Badge>
            <Badge>{t(`inbox.category.${message.category as 'general'}`, { defaultValue: message.category })}</Badge>
          </span>
          <span className="block truncate text-sm text-muted-foreground">
            {message.name} &lt;{message.email}&gt; · {formatDateTime(message.createdAt)}
          </span>
        </span>
      </button>
      <div id={bodyId} hidden={!open} className="mt-3 space-y-3 pl-8">
        <p className="text-sm whitespace-pre-wrap break-words">{message.message}</p>
        {message.handledAt ? (
          <p className="text-xs text-muted-foreground">
            {t('inbox.handledBy', { name: message.handledBy ?? t('inbox.someone'), date: formatDateTime(message.handledAt) })}
          </p>
        ) : null}
        <ErrorAlert error={update.error} onDismiss={() => update.reset()} />
        <div className="flex flex-wrap gap-2">
          {message.handledAt ? (
            <Button variant="outline" size="sm" loading={update.isPending} onClick={() => update.mutate({ id: message.id, change: { handled: false } })}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('inbox.reopen')}
            </Button>
          ) : (
            <Button size="sm" loading={update.isPending} onClick={() => update.mutate({ id: message.id, change: { handled: true } })} data-testid="admin-mark-handled">
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('inbox.markHandled')}
            </Button>
          )}
          {message.readAt && !message.handledAt ? (
            <Button variant="ghost" size="sm" disabled={update.isPending} onClick={() => update.mutate({ id: message.id, change: { read: false } })}>
              <Mail aria-hidden="true" className="size-4" />
              {t('inbox.markUnread')}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

export function AdminInboxPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('inbox.title'));
  const [filter, setFilter] = useState<InboxFilter>('open');
  const inbox = useInbox(filter);
  return (
    <div>
      <PageHeader title={t('inbox.title')} description={t('inbox.description', { count: inbox.data?.open ?? 0 })} />
      <div role="group" aria-label={t('inbox.filterLabel')} className="mb-4 inline-flex rounded-lg border border-border bg-card p-1">
        {INBOX_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cn(
              'h-9 cursor-pointer rounded-md px-3 text-sm font-semibold transition-colors',
              filter === f ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            {t(`inbox.filter.${f}`)}
          </button>
        ))}
      </div>
      <ErrorAlert error={inbox.error} />
      {inbox.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : inbox.data && inbox.data.messages.length === 0 ? (
        <EmptyState icon={<MailOpen aria-hidden="true" className="size-8" />} title={t(`inbox.empty.${filter}`)} />
      ) : inbox.data ? (
        <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
          {inbox.data.messages.map((m) => (
            <MessageItem key={m.id} message={m} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
