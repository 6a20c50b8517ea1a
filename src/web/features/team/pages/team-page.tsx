import { Plus, ShieldPlus, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/format';
import { MAX_TEAM_DRIVERS, TEAM_BUDGET } from '@shared/constants/game';
import { LineupLockNotice } from '@web/components/game/lineup-lock-notice';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { LineupEntryWarning } from '@web/features/entries';
import { CheapestDriverHint } from '@web/features/market';
import { useMyTeam, useMyTransfers } from '../api/team-api';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useNextEvent } from '@web/lib/api/next-event';
import { LiveTeamCard } from '@web/features/live';
import { CreateTeamDialog } from '../components/create-team-dialog';
import { TeamDriverList } from '../components/team-driver-list';
import { TeamStats } from '../components/team-stats';
import { TransferHistory } from '../components/transfer-history';

function TeamSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={i === 0 ? 'col-span-2 h-36 rounded-2xl sm:col-span-1' : 'h-36 rounded-2xl'} />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}

/** The page title's id: focus lands there once a team has been created (the dialog's trigger is gone). */
const TEAM_TITLE_ID = 'team-page-title';

/** The My Team page. */
export function TeamPage() {
  const { t } = useTranslation('team');
  useDocumentTitle(t('title'));
  const teamQuery = useMyTeam();
  const team = teamQuery.data;
  const transfersQuery = useMyTransfers(Boolean(team));
  // The lineup notice's event: while it runs, the captain is locked too (docs/game-rules.md §5.4).
  const nextEvent = useNextEvent();

  if (teamQuery.isError) {
    return (
      <div className="space-y-6">
        <PageHeader title={t('title')} />
        <Alert tone="danger" title={<span role="heading" aria-level={2}>{t('errorHeading')}</span>}>
          {teamQuery.error.message}
        </Alert>
      </div>
    );
  }

  if (teamQuery.isPending) {
    return (
      <div className="space-y-6" aria-busy="true">
        <PageHeader title={t('title')} />
        <TeamSkeleton />
      </div>
    );
  }

  if (!team) {
    // The title has the id already: the created team may reach the page before or after the dialog's close moves
    // focus to it, and React keeps this header's element when the page turns into the team view.
    return (
      <div className="space-y-6">
        <PageHeader title={t('title')} titleId={TEAM_TITLE_ID} />
        <Card className="relative overflow-hidden px-6 py-12 text-center sm:py-16">
          <div aria-hidden="true" className="bg-rally-stripes pointer-events-none absolute inset-0" />
          <div className="relative mx-auto max-w-md">
            <span aria-hidden="true" className="mx-auto mb-5 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg">
              <ShieldPlus className="size-7" />
            </span>
            <h2 className="font-display text-2xl font-extrabold tracking-tight italic sm:text-3xl">{t('create.heading')}</h2>
            <p className="mt-2 text-muted-foreground">
              {t('create.text', { budget: formatMoney(TEAM_BUDGET), max: MAX_TEAM_DRIVERS })}
            </p>
            <div className="mt-6">
              <CreateTeamDialog
                trigger={<Button size="lg">{t('create.button')}</Button>}
                focusAfterCreate={TEAM_TITLE_ID}
              />
            </div>
          </div>
        </Card>
      </div>
    );
  }

  const full = team.drivers.length >= MAX_TEAM_DRIVERS;
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        titleId={TEAM_TITLE_ID}
        description={team.name}
        actions={
          full ? (
            // With five drivers there is nothing to add: say so, and keep the market one click away to compare.
            <>
              <span
                data-testid="team-full"
                className="inline-flex h-11 items-center rounded-lg border border-warning-border bg-warning-soft px-3.5 text-sm font-semibold text-warning"
              >
                {t('drivers.full')}
              </span>
              <Link to="/market" className={buttonClasses({ variant: 'outline' })}>
                <Store aria-hidden="true" className="size-4" />
                {t('drivers.browseMarket')}
              </Link>
            </>
          ) : (
            <Link to="/market" className={buttonClasses({ variant: 'primary' })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('drivers.addDrivers')}
            </Link>
          )
        }
      />
      <LineupLockNotice />
      <LiveTeamCard />
      <LineupEntryWarning drivers={team.drivers} />
      <TeamStats team={team} />
      <CheapestDriverHint team={team} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <TeamDriverList team={team} event={nextEvent ? { name: nextEvent.name, running: nextEvent.status === 'active' } : null} />
        <TransferHistory
          transfers={transfersQuery.data}
          isLoading={transfersQuery.isPending}
          error={transfersQuery.error?.message ?? null}
        />
      </div>
    </div>
  );
}
