import { AlertTriangle, ChevronRight, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatOrdinal } from '@web/lib/format';
import type { TeamDto } from '@shared/api/championship';
import { CountryFlag } from '@web/components/ui/country-flag';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { PageMessage } from '@web/components/ui/page-message';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useConstructorStandings, useTeams } from '../api/constructors-api';
import { ConstructorStandingsTable } from '../components/constructor-standings-table';
import { TeamEmblem } from '../components/team-emblem';
import { countryName } from '@web/lib/country-name';
import { clockDate } from '@web/lib/clock';

export function ConstructorsPage() {
  const { t } = useTranslation('championship');
  useDocumentTitle(t('constructors.title'));
  const standings = useConstructorStandings();
  const teams = useTeams();
  // Until the server answers, the current season is this calendar year (docs/game-rules.md §1.3).
  const season = standings.data?.season ?? clockDate().getUTCFullYear();

  if (standings.isError || teams.isError) {
    return (
      <PageMessage
        tone="error"
        icon={<AlertTriangle />}
        title={t('common.errorHeading')}
        text={t('constructors.error')}
        backTo="/dashboard"
        backLabel={t('constructors.back')}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('constructors.title')}
        description={t('constructors.subtitle', { year: season })}
        actions={
          <Link to="/drivers" className={buttonClasses({ variant: 'outline' })}>
            <Users aria-hidden="true" className="size-4" />
            {t('constructors.seeDrivers')}
          </Link>
        }
      />

      <div className="space-y-8">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Trophy aria-hidden="true" className="size-5 text-accent-text" />
              {t('constructors.standingsTitle', { year: season })}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {standings.isPending ? (
              <div role="status" className="space-y-2">
                <span className="sr-only">{t('constructors.loading')}</span>
                {Array.from({ length: 3 }, (_, i) => (
                  <Skeleton key={i} className="h-12" />
                ))}
              </div>
            ) : standings.data.standings.length === 0 ? (
              <p className="py-6 text-center text-muted-foreground">
                {t('constructors.empty', { year: season })}
              </p>
            ) : (
              <ConstructorStandingsTable standings={standings.data.standings} season={season} />
            )}
          </CardContent>
        </Card>

        <section aria-labelledby="teams-heading">
          <h2 id="teams-heading" className="mb-4 font-display text-2xl font-bold tracking-tight italic">
            {t('constructors.teamsTitle')}
          </h2>
          {teams.isPending ? (
            <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-44 rounded-2xl" />
              ))}
            </div>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {byPosition(teams.data).map((team) => (
                <li key={team.id} className="flex">
                  <TeamCard team={team} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

/** Cards follow the table: leaders first, teams without a position after them by name. */
function byPosition(teams: TeamDto[]): TeamDto[] {
  return [...teams].sort(
    (a, b) =>
      (a.currentPosition ?? Number.MAX_SAFE_INTEGER) - (b.currentPosition ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  );
}

function TeamCard({ team }: { team: TeamDto }) {
  const { t } = useTranslation('championship');
  return (
    <article className="group relative flex w-full flex-col rounded-2xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-within:ring-2 focus-within:ring-ring dark:hover:border-brand-700">
      <div className="flex items-start gap-4 p-5">
        <TeamEmblem name={team.manufacturer ?? team.name} imageUrl={team.imageUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="font-display text-xl leading-tight font-bold tracking-tight">
            <Link
              to={`/constructors/${team.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-accent-text"
            >
              {team.name}
            </Link>
          </h3>
          {team.car ? <p className="mt-0.5 truncate text-sm text-muted-foreground">{team.car}</p> : null}
          {team.country ? (
            <p className="mt-1 text-sm">
              <CountryFlag country={team.country} decorative className="mr-1.5" />
              {countryName(team.country)}
            </p>
          ) : null}
        </div>
        <ChevronRight
          aria-hidden="true"
          className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        />
      </div>
      <dl className="mt-auto grid grid-cols-3 divide-x divide-border border-t border-border text-center">
        <div className="p-3">
          <dt className="text-xs font-medium text-muted-foreground">{t('common.championships')}</dt>
          <dd className="mt-0.5 font-display text-2xl font-bold">{team.championships}</dd>
        </div>
        <div className="p-3">
          <dt className="text-xs font-medium text-muted-foreground">{t('constructors.currentPosition')}</dt>
          <dd className="mt-0.5 font-display text-2xl font-bold">
            {team.currentPosition === null ? t('common.notAvailable') : formatOrdinal(team.currentPosition)}
          </dd>
        </div>
        <div className="p-3">
          <dt className="text-xs font-medium text-muted-foreground">{t('common.points')}</dt>
          <dd className="mt-0.5 font-display text-2xl font-bold tabular-nums">{team.points}</dd>
        </div>
      </dl>
    </article>
  );
}
