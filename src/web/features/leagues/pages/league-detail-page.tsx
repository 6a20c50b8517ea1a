import { ArrowLeft, Settings, Users } from 'lucide-react';
import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FieldError } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSessionUser } from '@web/lib/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useJoinLeague, useLeague, useLeagueFixtures } from '../api/leagues-api';
import { useLeagueSeason } from '../api/league-season-api';
import { SeasonView } from '../components/season-view';
import { HeadToHeadRounds, NextOpponent } from '../components/head-to-head-rounds';
import { Badge } from '@web/components/ui/badge';
import { InviteCodePanel } from '../components/invite-code-panel';
import { LeagueUnavailable, parseLeagueId } from '../components/league-unavailable';
import { useAgeLabel } from '../components/league-card';
import { LeaveLeagueButton } from '../components/leave-league-button';
import { MembersTable } from '../components/members-table';
import { PrivacyBadge } from '../components/privacy-badge';
import { LeagueLiveDuels, LeagueLiveNote, useLeagueLiveTable } from '@web/features/live';

type StandingsView = 'table' | 'rallies';

/** The league detail page. */
export function LeagueDetailPage() {
  const { t } = useTranslation('leagues');
  const id = parseLeagueId(useParams().id);
  const query = useLeague(id);
  const { user } = useSessionUser();
  const join = useJoinLeague();
  const ageLabel = useAgeLabel();
  const league = query.data;
  // The provisional table is asked for once the league itself has answered (it may not exist or be private).
  const live = useLeagueLiveTable(league ? league.id : null);
  const h2h = league?.format === 'head_to_head';
  const fixtures = useLeagueFixtures(league && h2h ? league.id : null);
  // The table or the season rally by rally; the URL keeps the choice (a link can open either).
  // The chosen tab is state and the URL follows it: a router navigation is a transition React may apply after the
  // next key press, so a tab read back from the URL could lag behind the keyboard (as the event page's did).
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<StandingsView>(params.get('view') === 'rallies' ? 'rallies' : 'table');
  const season = useLeagueSeason(id, Boolean(league) && view === 'rallies');
  const selectView = (value: string) => {
    const chosen: StandingsView = value === 'rallies' ? 'rallies' : 'table';
    setView(chosen);
    const next = new URLSearchParams(params);
    if (chosen === 'rallies') next.set('view', 'rallies');
    else next.delete('view');
    setParams(next, { replace: true });
  };
  // While a head-to-head round's rally is live, its duels carry the provisional figures: the table stays official
  // rather than reordered by provisional fantasy points (decision 0216), and the duels are what the player
  // follows, so their card comes before the table, in the page's order (on a phone, on the first screen).
  const duelsLive = Boolean(live?.duels);
  const liveTable = duelsLive ? null : live;
  useDocumentTitle(league?.name ?? t('title'));
  const headToHead = h2h ? (
    <Card className="min-w-0 p-5 lg:col-span-2">
      <h2 className="mb-3 text-lg font-bold">{t('h2h.title')}</h2>
      {fixtures.data ? (
        <div className="space-y-4">
          {/* While the round's rally is live, its duels with provisional results come first (decision 0216). */}
          {live?.duels ? <LeagueLiveDuels live={live} currentUserId={user?.id} /> : null}
          {fixtures.data.next ? <NextOpponent next={fixtures.data.next} /> : null}
          <HeadToHeadRounds data={fixtures.data} currentUserId={user?.id} />
        </div>
      ) : fixtures.isError ? (
        <FieldError>{t('h2h.error')}</FieldError>
      ) : (
        <div aria-busy="true">
          <span className="sr-only">{t('h2h.loading')}</span>
          <Skeleton className="h-48 rounded-xl" />
        </div>
      )}
    </Card>
  ) : null;

  if (Number.isNaN(id) || query.isError) return <LeagueUnavailable id={id} error={query.error} />;

  return (
    <div className="space-y-6">
      <Link to="/leagues" className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-accent-text hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>

      {!league ? (
        <div className="space-y-6" aria-busy="true">
          <span className="sr-only">{t('detail.loading')}</span>
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      ) : (
        <>
          <Card className="relative overflow-hidden p-5 sm:p-6">
            <div aria-hidden="true" className="bg-rally-stripes pointer-events-none absolute inset-0 opacity-60" />
            <div className="relative flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <PrivacyBadge isPrivate={league.isPrivate} />
                  {h2h ? <Badge tone="info">{t('format.head_to_head')}</Badge> : null}
                  <span className="text-xs text-muted-foreground">{ageLabel(league.createdAt)}</span>
                </div>
                <h1 className="mt-2 font-display text-3xl font-extrabold tracking-tight break-words italic sm:text-4xl">{league.name}</h1>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Users aria-hidden="true" className="size-4" />
                  {t('detail.members', { count: league.memberCount })}
                </p>
                {league.description ? <p className="mt-3 max-w-prose break-words whitespace-pre-line">{league.description}</p> : null}
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                {league.isAdmin ? (
                  <Link to={`/leagues/${league.id}/settings`} className={buttonClasses({ variant: 'secondary' })}>
                    <Settings aria-hidden="true" className="size-4" />
                    {t('detail.manage')}
                  </Link>
                ) : null}
                {league.isMember ? (
                  <LeaveLeagueButton league={league} />
                ) : (
                  <Button loading={join.isPending} loadingText={t('detail.joining')} onClick={() => join.mutate(league.id)}>
                    {t('detail.join')}
                  </Button>
                )}
              </div>
            </div>
            <FieldError className="relative">{join.error?.message}</FieldError>
          </Card>

          {league.isPrivate && league.inviteCode ? <InviteCodePanel code={league.inviteCode} leagueName={league.name} /> : null}

          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            {duelsLive ? headToHead : null}
            <Card className="min-w-0 p-5 lg:col-span-2">
              <Tabs.Root value={view} onValueChange={selectView}>
                <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
                  <h2 className="text-lg font-bold">{t('detail.standings')}</h2>
                  <Tabs.List aria-label={t('season.views')} className="flex gap-1 rounded-xl border border-border bg-card p-1">
                    {(['table', 'rallies'] as const).map((value) => (
                      <Tabs.Trigger
                        key={value}
                        value={value}
                        className="h-9 cursor-pointer rounded-lg px-3 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
                      >
                        {t(`season.view.${value}`)}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                </div>
                <Tabs.Content value="table" className="rounded-lg">
                  {liveTable ? <LeagueLiveNote live={liveTable} /> : null}
                  <MembersTable
                    members={league.members}
                    leagueId={league.id}
                    leagueName={league.name}
                    currentUserId={user?.id}
                    live={liveTable}
                    format={league.format}
                    records={fixtures.data?.records}
                  />
                </Tabs.Content>
                <Tabs.Content value="rallies" className="rounded-lg">
                  <SeasonView query={season} leagueName={league.name} currentUserId={user?.id} />
                </Tabs.Content>
              </Tabs.Root>
            </Card>
            {duelsLive ? null : headToHead}
            {/* Beside the first card on a desktop, whichever that is; last on a phone. */}
            <Card className="p-5 lg:col-start-3 lg:row-start-1">
              <h2 className="mb-3 text-lg font-bold">{t('detail.rules')}</h2>
              {league.rules ? (
                <p className="text-sm break-words whitespace-pre-line">{league.rules}</p>
              ) : (
                <p className="text-sm text-muted-foreground">{t('detail.noRules')}</p>
              )}
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
