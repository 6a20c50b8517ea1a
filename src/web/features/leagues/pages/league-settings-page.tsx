import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEAGUE_LIMITS, type LeagueDetail, type LeagueMember } from '@shared/api/leagues';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Select } from '@web/components/ui/form-controls';
import { LEAGUE_FORMATS, type LeagueFormat } from '@shared/constants/enums';
import { ConfirmDialogContent } from '@web/components/ui/confirm-dialog-content';
import { FieldError, FieldHint, Input, Label } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSessionUser } from '@web/lib/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import {
  useDeleteLeague,
  useLeagueSettings,
  useRegenerateInviteCode,
  useRemoveMember,
  useSetMemberAdmin,
  useUpdateLeague,
} from '../api/leagues-api';
import { InviteCodePanel } from '../components/invite-code-panel';
import { TextArea } from '../components/text-area';
import { UserAvatar } from '../components/user-avatar';
import { useFlash } from '../lib/clipboard';
import { LeagueUnavailable, parseLeagueId } from '../components/league-unavailable';

/**
 * `/leagues/{id}/settings` (the spec links it for league admins but does not show it; docs/decisions/0061):
 * edit the league, its invite code and its members, or delete it. Anyone who is not a league admin sees
 * "League Not Found" (the API answers 404 for a private league, 403 for a public one).
 */
export function LeagueSettingsPage() {
  const { t } = useTranslation('leagues');
  useDocumentTitle(t('settings.title'));
  const id = parseLeagueId(useParams().id);
  const query = useLeagueSettings(id);

  if (Number.isNaN(id) || query.isError) return <LeagueUnavailable id={id} error={query.error} />;
  const league = query.data;
  return (
    <div className="space-y-6">
      <Link
        to={`/leagues/${id}`}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-accent-text hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('settings.back')}
      </Link>
      <PageHeader title={t('settings.title')} description={league?.name} />
      {!league ? (
        <div className="space-y-6" aria-busy="true">
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : (
        <>
          {/* Keyed by league only: after a save the form keeps what was typed (the server stored it trimmed). */}
          <GeneralForm key={league.id} league={league} />
          <InviteSection league={league} />
          <MembersSection league={league} />
          <DangerZone league={league} />
        </>
      )}
    </div>
  );
}

function GeneralForm({ league }: { league: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const [name, setName] = useState(league.name);
  const [description, setDescription] = useState(league.description ?? '');
  const [rules, setRules] = useState(league.rules ?? '');
  const [isPrivate, setIsPrivate] = useState(league.isPrivate);
  const [format, setFormat] = useState<LeagueFormat>(league.format);
  const [saved, flashSaved] = useFlash(3000);
  const update = useUpdateLeague(league.id);
  const ids = { name: useId(), description: useId(), rules: useId(), private: useId(), hint: useId(), error: useId(), format: useId(), formatHint: useId() };
  const trimmed = name.trim();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed) return;
    // The format only when changed: once the first event has locked the server refuses any change of it.
    const changed = format !== league.format ? { format } : {};
    update.mutate({ name: trimmed, description: description.trim() || null, rules: rules.trim() || null, isPrivate, ...changed }, { onSuccess: flashSaved });
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 text-lg font-bold">{t('settings.general')}</h2>
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        <div>
          <Label htmlFor={ids.name}>{t('settings.nameLabel')}</Label>
          <Input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} maxLength={LEAGUE_LIMITS.name} required autoComplete="off" />
        </div>
        <div>
          <Label htmlFor={ids.description}>{t('settings.descriptionLabel')}</Label>
          <TextArea id={ids.description} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={LEAGUE_LIMITS.description} rows={3} />
        </div>
        <div>
          <Label htmlFor={ids.rules}>{t('settings.rulesLabel')}</Label>
          <TextArea
            id={ids.rules}
            value={rules}
            onChange={(e) => setRules(e.target.value)}
            maxLength={LEAGUE_LIMITS.rules}
            rows={5}
            placeholder={t('settings.rulesPlaceholder')}
          />
        </div>
        <div>
          <Checkbox id={ids.private} label={t('settings.privateLabel')} checked={isPrivate} onChange={(e) => setIsPrivate(e.target.checked)} aria-describedby={ids.hint} />
          <FieldHint id={ids.hint}>{t('settings.privateHint')}</FieldHint>
        </div>
        <div>
          <Label htmlFor={ids.format}>{t('settings.formatLabel')}</Label>
          <Select id={ids.format} value={format} onChange={(e) => setFormat(e.target.value as LeagueFormat)} aria-describedby={ids.formatHint}>
            {LEAGUE_FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`format.${f}`)}
              </option>
            ))}
          </Select>
          <FieldHint id={ids.formatHint}>{t('settings.formatHint')}</FieldHint>
        </div>
        <FieldError id={ids.error}>{update.error?.message}</FieldError>
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={!trimmed} loading={update.isPending} loadingText={t('settings.saving')}>
            {t('settings.save')}
          </Button>
          <span role="status" className="text-sm font-medium text-success">
            {saved ? t('settings.saved') : ''}
          </span>
        </div>
      </form>
    </Card>
  );
}

/** A settings step behind its trigger and a confirmation that shows the step in progress and its refusal. */
function ConfirmAction({
  trigger,
  title,
  text,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  onConfirm,
  disabled,
  children,
  onOpenChange,
}: {
  trigger: ReactNode;
  title: string;
  text: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: string | undefined;
  onConfirm: (close: () => void) => void;
  disabled?: boolean;
  children?: ReactNode;
  onOpenChange?: (open: boolean) => void;
}) {
  const { t } = useTranslation('leagues');
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialogContent
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
      trigger={trigger}
      title={title}
      description={text}
      body={
        <>
          {children}
          <FieldError>{error}</FieldError>
        </>
      }
      cancelLabel={t('settings.cancel')}
    >
      <Button variant="danger" disabled={disabled} loading={pending} loadingText={pendingLabel} onClick={() => onConfirm(() => setOpen(false))}>
        {confirmLabel}
      </Button>
    </ConfirmDialogContent>
  );
}

function InviteSection({ league }: { league: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const regenerate = useRegenerateInviteCode(league.id);
  if (!league.inviteCode) return null;
  return (
    <div className="space-y-3">
      <InviteCodePanel code={league.inviteCode} leagueName={league.name} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <p className="text-sm text-muted-foreground">{t('settings.inviteText')}</p>
        <ConfirmAction
          trigger={
            <Button variant="outline" size="sm">
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('settings.regenerate')}
            </Button>
          }
          title={t('settings.regenerateTitle')}
          text={t('settings.regenerateText')}
          confirmLabel={t('settings.regenerateConfirm')}
          pendingLabel={t('settings.regenerating')}
          pending={regenerate.isPending}
          error={regenerate.error?.message}
          onConfirm={(close) => regenerate.mutate(undefined, { onSuccess: close })}
        />
      </div>
    </div>
  );
}

function MembersSection({ league }: { league: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const { user } = useSessionUser();
  const setAdmin = useSetMemberAdmin(league.id);
  const remove = useRemoveMember(league.id);
  const adminCount = league.members.filter((m) => m.isAdmin).length;

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 text-lg font-bold">{t('settings.membersHeading')}</h2>
      <FieldError className="mb-3">{setAdmin.error?.message}</FieldError>
      <ul className="divide-y divide-border">
        {league.members.map((m: LeagueMember) => {
          const self = m.userId === user?.id;
          return (
            <li key={m.userId} data-testid="settings-member" className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 items-center gap-3">
                <UserAvatar name={m.username} url={m.avatarUrl} />
                <span className="font-semibold break-all">{m.username}</span>
                {self ? <span className="text-xs text-muted-foreground">({t('table.you')})</span> : null}
                {m.isAdmin ? <Badge tone="brand">{t('table.admin')}</Badge> : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {m.isAdmin ? (
                  adminCount > 1 ? (
                    <Button variant="outline" size="sm" onClick={() => setAdmin.mutate({ userId: m.userId, isAdmin: false })}>
                      {t('settings.removeAdmin')}
                    </Button>
                  ) : null
                ) : (
                  <Button variant="outline" size="sm" onClick={() => setAdmin.mutate({ userId: m.userId, isAdmin: true })}>
                    {t('settings.makeAdmin')}
                  </Button>
                )}
                {self ? null : (
                  <ConfirmAction
                    trigger={
                      <Button variant="ghost" size="sm" aria-label={t('settings.removeLabel', { name: m.username })}>
                        {t('settings.remove')}
                      </Button>
                    }
                    title={t('settings.removeTitle', { name: m.username })}
                    text={t('settings.removeText', { name: m.username })}
                    confirmLabel={t('settings.removeConfirm')}
                    pendingLabel={t('settings.removeConfirm')}
                    pending={remove.isPending}
                    error={remove.error?.message}
                    onOpenChange={(open) => {
                      if (!open) remove.reset();
                    }}
                    onConfirm={(close) => remove.mutate(m.userId, { onSuccess: close })}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function DangerZone({ league }: { league: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const navigate = useNavigate();
  const del = useDeleteLeague();
  const [typed, setTyped] = useState('');
  const inputId = useId();

  return (
    <Card className="border-danger-border p-5 sm:p-6">
      <h2 className="text-lg font-bold text-danger">{t('settings.dangerHeading')}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('settings.deleteText')}</p>
      <div className="mt-4">
        <ConfirmAction
          trigger={<Button variant="danger">{t('settings.delete')}</Button>}
          title={t('settings.deleteTitle', { name: league.name })}
          text={t('settings.deleteText')}
          confirmLabel={t('settings.deleteConfirm')}
          pendingLabel={t('settings.deleting')}
          pending={del.isPending}
          error={del.error?.message}
          disabled={typed.trim() !== league.name}
          onOpenChange={(open) => {
            if (!open) setTyped('');
          }}
          onConfirm={() => del.mutate(league.id, { onSuccess: () => void navigate('/leagues', { replace: true }) })}
        >
          <div>
            <Label htmlFor={inputId}>{t('settings.deleteConfirmLabel')}</Label>
            <Input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={league.name} autoComplete="off" />
          </div>
        </ConfirmAction>
      </div>
    </Card>
  );
}
