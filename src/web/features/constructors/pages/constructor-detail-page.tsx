import { DetailLoadError, DetailRoute, detailTitle, type DetailTexts } from '@web/components/detail-page';
import type { ReactNode } from 'react';
import { ArrowLeft, Car } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatOrdinal } from '@web/lib/format';
import type { DriverDto, TeamDto, TeamResultDto } from '@shared/api/championship';
import { formatDate } from '@web/lib/format-date';
import { CountryFlag } from '@web/components/ui/country-flag';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useTeam, useTeamDrivers, useTeamResults } from '../api/constructors-api';
import { FormBadge } from '@web/components/game/form-badge';
import { TeamEmblem } from '../components/team-emblem';
import { countryName } from '@web/lib/country-name';

function useTexts(): DetailTexts {
  const { t } = useTranslation('championship');
  return {
    notFoundTitle: t('constructorDetail.notFound'),
    notFoundText: t('constructorDetail.notFoundText'),
    errorTitle: t('common.errorHeading'),
    errorText: t('constructorDetail.error'),
    backTo: '/constructors',
    backLabel: t('constructorDetail.back'),
  };
}

export function ConstructorDetailPage() {
  return <DetailRoute texts={useTexts()}>{(id) => <ConstructorDetail id={id} />}</DetailRoute>;
}

function ConstructorDetail({ id }: { id: number }) {
  const { t } = useTranslation('championship');
  const teamQuery = useTeam(id);
  const team = teamQuery.data;
  const driversQuery = useTeamDrivers(id, teamQuery.isSuccess);
  const resultsQuery = useTeamResults(id, teamQuery.isSuccess);
  const texts = useTexts();
  useDocumentTitle(detailTitle(texts, team?.name, teamQuery.error, t('constructorDetail.loading')));

  if (teamQuery.isError) return <DetailLoadError texts={texts} error={teamQuery.error} />;

  return (
    <div className="space-y-6">
      <Link
        to="/constructors"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-accent-text hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('constructorDetail.back')}
      </Link>

      {team ? (
        <TeamHeader team={team} />
      ) : (
        <div role="status">
          <span className="sr-only">{t('constructorDetail.loading')}</span>
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      )}

      {team ? (
        <div className="grid gap-6 lg:grid-cols-5">
          <Card className="lg:col-span-3">
            <CardHeader>
              <CardTitle>{t('constructorDetail.teamDrivers')}</CardTitle>
            </CardHeader>
            <CardContent>
              {driversQuery.isPending ? (
                <div className="space-y-3">
                  {Array.from({ length: 3 }, (_, i) => (
                    <Skeleton key={i} className="h-20" />
                  ))}
                </div>
              ) : driversQuery.isError ? (
                <p className="text-sm text-danger">{t('constructorDetail.error')}</p>
              ) : driversQuery.data.length === 0 ? (
                <p className="py-6 text-center text-muted-foreground">{t('constructorDetail.noDrivers')}</p>
              ) : (
                <ul className="divide-y divide-border">
                  {driversQuery.data.map((driver) => (
                    <DriverRow key={driver.id} driver={driver} />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>{t('constructorDetail.recentResults')}</CardTitle>
            </CardHeader>
            <CardContent>
              {resultsQuery.isPending ? (
                <div className="space-y-3">
                  {Array.from({ length: 3 }, (_, i) => (
                    <Skeleton key={i} className="h-24" />
                  ))}
                </div>
              ) : resultsQuery.isError ? (
                <p className="text-sm text-danger">{t('constructorDetail.error')}</p>
              ) : resultsQuery.data.length === 0 ? (
                <p className="py-6 text-center text-muted-foreground">
                  {t('constructorDetail.noRecentResults')}
                </p>
              ) : (
                <RecentResults results={resultsQuery.data} />
              )}
            </CardContent>
          </Card>
        </div>
      ) : null}
    </div>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white/10 p-3 text-center backdrop-blur-sm">
      <dt className="text-xs font-medium text-white/85">{label}</dt>
      <dd className="mt-0.5 font-display text-2xl font-bold sm:text-3xl">{children}</dd>
    </div>
  );
}

function TeamHeader({ team }: { team: TeamDto }) {
  const { t } = useTranslation('championship');
  return (
    <header className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-slate-800 to-slate-950 p-6 text-white shadow-md sm:p-8">
      <div aria-hidden="true" className="bg-rally-stripes pointer-events-none absolute inset-0 opacity-70" />
      <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-5">
          <TeamEmblem name={team.manufacturer ?? team.name} imageUrl={team.imageUrl} size="lg" />
          <div className="min-w-0">
            <h1 className="font-display text-3xl leading-tight font-extrabold tracking-tight italic sm:text-4xl">
              {team.name}
            </h1>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-white/90">
              {team.country ? (
                <span>
                  <CountryFlag country={team.country} decorative className="mr-1.5" />
                  <span className="sr-only">{t('common.country')}: </span>
                  {countryName(team.country)}
                </span>
              ) : null}
              {team.car ? (
                <span className="inline-flex items-center gap-1.5">
                  <Car aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t('constructorDetail.car')}: </span>
                  {team.car}
                </span>
              ) : null}
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 md:min-w-[26rem]">
          <Stat label={t('common.championships')}>{team.championships}</Stat>
          <Stat label={t('constructorDetail.currentPosition')}>
            {team.currentPosition === null ? t('common.notAvailable') : formatOrdinal(team.currentPosition)}
          </Stat>
          <Stat label={t('constructorDetail.drivers')}>{team.driverCount}</Stat>
          <Stat label={t('constructorDetail.seasonPoints')}>{team.points}</Stat>
        </dl>
      </div>
    </header>
  );
}

function DriverRow({ driver }: { driver: DriverDto }) {
  const { t } = useTranslation('championship');
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <Link
          to={`/drivers/${driver.id}`}
          className="font-display text-lg font-bold hover:text-accent-text hover:underline"
        >
          {driver.name}
        </Link>
        <p className="text-sm text-muted-foreground">
          {driver.coDriverName ? `${t('common.coDriver')}: ${driver.coDriverName}` : t('common.noCoDriver')}
        </p>
        {driver.country ? (
          <p className="text-sm">
            <CountryFlag country={driver.country} decorative className="mr-1.5" />
            {countryName(driver.country)}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-4">
        <span className="text-right">
          <span className="block font-display text-2xl leading-none font-bold tabular-nums">
            {driver.points}
          </span>
          <span className="text-xs text-muted-foreground">{t('drivers.fantasyPoints')}</span>
        </span>
        <span className="flex w-28 justify-end">
          <FormBadge form={driver.form} />
        </span>
      </div>
    </li>
  );
}

/** Grouped by rally, newest first, as the server orders them. */
function RecentResults({ results }: { results: TeamResultDto[] }) {
  const { t } = useTranslation('championship');
  const groups: { eventId: number; eventName: string; startDate: string; rows: TeamResultDto[] }[] = [];
  for (const r of results) {
    const last = groups.at(-1);
    if (last && last.eventId === r.eventId) last.rows.push(r);
    else groups.push({ eventId: r.eventId, eventName: r.eventName, startDate: r.startDate, rows: [r] });
  }
  return (
    <ol className="space-y-5" aria-label={t('constructorDetail.recentResultsCaption')}>
      {groups.map((g) => (
        <li key={g.eventId}>
          <div className="mb-2 flex items-baseline justify-between gap-3">
            <Link
              to={`/events/${g.eventId}?tab=results`}
              className="font-semibold hover:text-accent-text hover:underline"
            >
              {g.eventName}
            </Link>
            <time dateTime={g.startDate} className="shrink-0 text-xs text-muted-foreground">
              {formatDate(g.startDate, 'date')}
            </time>
          </div>
          <ul className="divide-y divide-border rounded-xl border border-border">
            {g.rows.map((r) => (
              <li key={r.driverId} className="flex items-center gap-3 px-3 py-2 text-sm">
                <span className="inline-flex w-10 shrink-0 justify-center font-display text-base font-bold">
                  {r.position !== null && r.status === 'finished'
                    ? formatOrdinal(r.position)
                    : t(`common.finishStatus.${r.status}`)}
                </span>
                <span className="min-w-0 flex-1 truncate">{r.driverName}</span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {t('common.pointsValue', { count: r.points })}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
