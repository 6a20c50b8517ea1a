import { useDeferredValue, useState } from 'react';
import { Ban, ChevronLeft, ChevronRight, Search, ShieldCheck, ShieldOff, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { USER_LIMITS, type AdminUser } from '@shared/api/admin-users';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { Input, Label } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSessionUser } from '@web/lib/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useChangeUser, type UserChange } from '../api/change-user';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users';
import { ErrorAlert } from '../components/error-alert';
import { formatDateTime } from '../lib/format';

export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('users.title'));
  const { user: me } = useSessionUser();
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const query = useDeferredValue(q.trim());
  const users = useUsers(query, offset);
  const change = useChangeUser();
  const [disabling, setDisabling] = useState<AdminUser | null>(null);
  const [reason, setReason] = useState('');

  const act = (c: UserChange) => change.mutate(c, { onSuccess: () => setDisabling(null) });
  const total = users.data?.total ?? 0;

  return (
    <div>
      <PageHeader title={t('users.title')} description={t('users.description')} />
      <div className="mb-4 max-w-md">
        <Label htmlFor="admin-user-search">{t('users.search')}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="admin-user-search"
            type="search"
            className="pl-9"
            maxLength={USER_LIMITS.query}
            placeholder={t('users.searchPlaceholder')}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setOffset(0);
            }}
          />
        </div>
      </div>
      <ErrorAlert error={change.error} onDismiss={() => change.reset()} className="mb-4" />
      <ErrorAlert error={users.error} className="mb-4" />
      {users.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : users.data && users.data.users.length === 0 ? (
        <EmptyState title={t('users.empty')} />
      ) : users.data ? (
        <>
          <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
            {t('users.count', { count: total })}
          </p>
          <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
            {users.data.users.map((u) => {
              const isMe = u.id === me?.id;
              return (
                <li key={u.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4" data-testid="admin-user-row">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="truncate font-semibold">{u.username}</span>
                      {u.isAdmin ? <Badge tone="brand">{t('users.adminBadge')}</Badge> : null}
                      {u.disabled ? <Badge tone="danger">{t('users.disabledBadge')}</Badge> : null}
                      {isMe ? <Badge>{t('users.you')}</Badge> : null}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">{u.email}</p>
                    <p className="text-xs text-muted-foreground">
                      {t('users.joined', { date: formatDateTime(u.registeredAt) })} · {t('users.lastLogin', { date: formatDateTime(u.lastLogin) })}
                      {u.disabledReason ? ` · ${t('users.reason', { reason: u.disabledReason })}` : ''}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {u.isAdmin ? (
                      <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => act({ kind: 'role', userId: u.id, role: 'user' })} aria-label={t('users.demoteNamed', { name: u.username })}>
                        <ShieldOff aria-hidden="true" className="size-4" />
                        {t('users.demote')}
                      </Button>
                    ) : (
                      <Button variant="outline" size="sm" disabled={change.isPending || u.disabled} onClick={() => act({ kind: 'role', userId: u.id, role: 'admin' })} aria-label={t('users.promoteNamed', { name: u.username })}>
                        <ShieldCheck aria-hidden="true" className="size-4" />
                        {t('users.promote')}
                      </Button>
                    )}
                    {u.disabled ? (
                      <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => act({ kind: 'enable', userId: u.id })} aria-label={t('users.enableNamed', { name: u.username })}>
                        <UserCheck aria-hidden="true" className="size-4" />
                        {t('users.enable')}
                      </Button>
                    ) : (
                      <Button
                        variant="danger"
                        size="sm"
                        disabled={change.isPending || isMe || u.isAdmin}
                        title={u.isAdmin ? t('users.demoteFirst') : undefined}
                        onClick={() => {
                          setReason('');
                          setDisabling(u);
                        }}
                        aria-label={t('users.disableNamed', { name: u.username })}
                      >
                        <Ban aria-hidden="true" className="size-4" />
                        {t('users.disable')}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          {total > USERS_PAGE_SIZE ? (
            <nav aria-label={t('users.pages')} className="mt-4 flex items-center justify-between gap-2">
              <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - USERS_PAGE_SIZE))}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t('users.previous')}
              </Button>
              <span className="text-sm text-muted-foreground">
                {t('users.range', { from: offset + 1, to: Math.min(total, offset + USERS_PAGE_SIZE), total })}
              </span>
              <Button variant="outline" size="sm" disabled={offset + USERS_PAGE_SIZE >= total} onClick={() => setOffset(offset + USERS_PAGE_SIZE)}>
                {t('users.next')}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
      <Dialog
        open={disabling !== null}
        onOpenChange={(open) => !open && setDisabling(null)}
        title={t('users.disableTitle', { name: disabling?.username ?? '' })}
        description={t('users.disableText')}
        footer={
          <>
            <Button variant="outline" onClick={() => setDisabling(null)}>
              {t('cancel')}
            </Button>
            <Button
              variant="danger"
              loading={change.isPending}
              data-testid="admin-confirm-disable"
              onClick={() => disabling && act({ kind: 'disable', userId: disabling.id, reason: reason.trim() || null })}
            >
              {t('users.disable')}
            </Button>
          </>
        }
      >
        <div>
          <Label htmlFor="admin-disable-reason">{t('users.reasonLabel')}</Label>
          <Input id="admin-disable-reason" maxLength={USER_LIMITS.reason} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
      </Dialog>
    </div>
  );
}
