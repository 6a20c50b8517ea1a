import { ArrowLeft, Lock, SearchX } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Select } from '@web/components/ui/form-controls';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageMessage } from '@web/components/ui/page-message';
import { Skeleton } from '@web/components/ui/skeleton';
import { Alert } from '@web/components/ui/alert';
import { isApiError } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format-date';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useRival } from '../api/rival-api';
import { parseLeagueId } from '../components/league-unavailable';
import { RivalComparison } from '../components/rival-comparison';
import { RivalLineup } from '../components/rival-lineup';
import { UserAvatar } from '../components/user-avatar';

const parseEvent = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null);

function RivalSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true" data-testid="rival-skeleton">
      <Skeleton className="h-11 max-w-sm rounded-lg" />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
      <Skeleton className="h-56 rounded-2xl" />
    </div>
  );
}

/**
 * Rivals side by side (issue 31 part 4): a fellow member's team at the lock of any locked event, beside mine,
 * opened from the league table. Lineups of events not yet locked are never shown (docs/game-rules.md §8.9).
 */
export function RivalPage() {
  const { t, i18n } = useTranslation('leagues');
  const params = useParams();
  const leagueId = parseLeagueId(params.id);
  const userId = params.userId ?? '';
  const [search, setSearch] = useSearchParams();
  const eventId = parseEvent(search.get('event'));
  const query = useRival(leagueId, userId, eventId);
  const data = query.data;
  useDocumentTitle(data ? t('rival.title', { name: data.member.username }) : t('rival.titlePlain'));
  const back = (
    <Link
      to={Number.isNaN(leagueId) ? '/leagues' : `/leagues/${leagueId}`}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-accent-text hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {data ? t('rival.back', { name: data.league.name }) : t('rival.backPlain')}
    </Link>
  );

  if (Number.isNaN(leagueId)) {
    return <PageMessage icon={<SearchX />} title={t('rival.notFound')} backTo="/leagues" backLabel={t('detail.back')} />;
  }
  if (query.isError) {
    const refused = isApiError(query.error) && [400, 403, 404].includes(query.error.status);
    return (
      <div className="space-y-6">
        {back}
        {refused ? (
          <PageMessage icon={<SearchX />} title={t('rival.notFound')} text={query.error.message} backTo={`/leagues/${leagueId}`} backLabel={t('rival.backPlain')} />
        ) : (
          <Alert tone="danger" title={t('rival.error')}>
            {query.error.message}
          </Alert>
        )}
      </div>
    );
  }
  if (!data) {
    return (
      <div className="space-y-6" aria-busy="true">
        {back}
        <span className="sr-only">{t('rival.loading')}</span>
        <RivalSkeleton />
      </div>
    );
  }

  const name = data.member.username;
  return (
    <div className="space-y-6" aria-busy={query.isPlaceholderData || undefined}>
      {back}
      <header className="flex items-center gap-3">
        <UserAvatar name={name} url={data.member.avatarUrl} className="size-12" />
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-extrabold tracking-tight break-all italic sm:text-4xl">{t('rival.title', { name })}</h1>
          <p className="text-sm text-muted-foreground">{t('rival.subtitle')}</p>
        </div>
      </header>

      {data.event === null ? (
        <EmptyState icon={<Lock />} title={t('rival.emptyTitle')} description={t('rival.emptyText')} />
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="w-full max-w-sm">
              <label htmlFor="rival-event" className="mb-1.5 block text-sm font-semibold">
                {t('rival.pick')}
              </label>
              <Select
                id="rival-event"
                value={data.event.eventId}
                onChange={(e) => setSearch({ event: e.target.value }, { replace: true })}
              >
                {data.events.map((e) => (
                  <option key={e.eventId} value={e.eventId}>
                    {t('rival.option', { name: e.name, date: formatDate(e.startDate, 'date', i18n.language) })}
                  </option>
                ))}
              </Select>
            </div>
            {data.event.scored && data.me ? (
              <Link to={`/explain/${data.event.eventId}`} className="text-sm font-semibold text-accent-text hover:underline">
                {t('rival.explainMine')}
              </Link>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground">{t('rival.rule')}</p>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <RivalLineup title={t('rival.me')} side={data.me} testId="rival-me" />
            <RivalLineup title={name} side={data.them} testId="rival-them" />
          </div>
          {data.member.isMe ? null : <RivalComparison data={data} rivalName={name} />}
        </>
      )}
    </div>
  );
}
