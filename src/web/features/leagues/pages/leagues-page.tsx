import { useEffect, useId, useState } from 'react';
import { Tabs } from 'radix-ui';
import { Medal, Plus, Search, Trophy, UserPlus, X } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEAGUE_LIMITS, type LeagueScope } from '@shared/api/leagues';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Input } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useLeagues } from '../api/leagues-api';
import { CreateLeagueDialog } from '../components/create-league-dialog';
import { JoinLeagueDialog } from '../components/join-league-dialog';
import { LeagueCard } from '../components/league-card';

const SEARCH_DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The Leagues page: My Leagues / All Leagues, search, Join and Create modals, cards, empty states. */
export function LeaguesPage() {
  const { t } = useTranslation('leagues');
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const scope: LeagueScope = params.get('tab') === 'all' ? 'all' : 'mine';
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useLeagues(scope, debounced);
  const searchId = useId();

  const selectTab = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.set('tab', 'all');
    else next.delete('tab');
    setParams(next, { replace: true });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to="/leaderboard" className={buttonClasses({ variant: 'outline' })}>
              <Medal aria-hidden="true" className="size-4" />
              {t('leaderboard.link')}
            </Link>
            <JoinLeagueDialog
              trigger={
                <Button variant="outline">
                  <UserPlus aria-hidden="true" className="size-4" />
                  {t('join.button')}
                </Button>
              }
            />
            <CreateLeagueDialog
              // A new league is the caller's: show it first in My Leagues (docs/decisions/0061-league-screens.md).
              onCreated={() => selectTab('mine')}
              trigger={
                <Button>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('create.button')}
                </Button>
              }
            />
          </div>
        }
      />

      <Tabs.Root value={scope} onValueChange={selectTab} className="space-y-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Tabs.List
            aria-label={t('tabs.label')}
            className="flex gap-1 rounded-xl border border-border bg-card p-1 shadow-sm sm:inline-flex"
          >
            {(['mine', 'all'] as const).map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="h-10 flex-1 cursor-pointer rounded-lg px-5 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground sm:flex-none"
              >
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="relative w-full sm:max-w-sm">
            <label htmlFor={searchId} className="sr-only">
              {t('search.label')}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('search.placeholder')}
              maxLength={LEAGUE_LIMITS.search}
              className="pr-10 pl-9"
            />
            {search ? (
              <button
                type="button"
                onClick={() => setSearch('')}
                aria-label={t('search.clear')}
                className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:text-foreground"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </div>
        </div>

        {/* Both tabs show the same list component; only the active one is mounted, so each tab has its panel. */}
        {(['mine', 'all'] as const).map((value) => (
          <Tabs.Content key={value} value={value} className="rounded-2xl">
            {query.isError ? (
              <Alert
                tone="danger"
                title={
                  <span role="heading" aria-level={2}>
                    {t('error.heading')}
                  </span>
                }
              >
                {t('error.fetch')}: {query.error.message}
              </Alert>
            ) : query.isPending ? (
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} className="h-52 rounded-2xl" />
                ))}
              </div>
            ) : query.data.length === 0 ? (
              scope === 'mine' && !debounced ? (
                <EmptyState icon={<Trophy />} title={t('empty.mine')} description={t('empty.mineText')} />
              ) : (
                <EmptyState icon={<Search />} title={t('empty.none')} description={t('empty.noneText')} />
              )
            ) : (
              <ul
                className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
                aria-busy={query.isFetching || undefined}
              >
                {query.data.map((league) => (
                  <li key={league.id}>
                    <LeagueCard league={league} />
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-bold">{t('official.heading')}</h2>
          <p className="text-sm text-muted-foreground">{t('official.text')}</p>
        </div>
        <div className="flex gap-2">
          <Link to="/constructors" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {t('official.constructors')}
          </Link>
          <Link to="/drivers" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {t('official.drivers')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
