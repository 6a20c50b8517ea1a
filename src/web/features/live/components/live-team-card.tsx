import { Link } from 'react-router';
import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LiveStage, MyLiveDriver, MyLiveTeamResponse } from '@shared/api/live';
import { CAPTAIN_MULTIPLIER } from '@shared/constants/game';
import { CaptainBadge } from '@web/components/game/captain-badge';
import { BreakdownChips } from '@web/components/game/points-breakdown';
import { PointsFigures } from '@web/components/game/points-figures';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useLiveEvents } from '@web/lib/api/live-status';
import { cn } from '@web/lib/cn';
import { useMyLiveTeam } from '../api/live-api';
import { useStageCode } from '../lib/use-stage-code';
import { ProvisionalBadge } from './provisional-badge';

/**
 * My drivers live (issue 29 part 4), on the team page and the dashboard while an event runs: each driver's latest
 * stage and overall positions and provisional points, "explain my points" rule by rule, and my provisional total.
 * Nothing is shown when no event is live. The figures are silent: the shell's one live region announces the total.
 */
export function LiveTeamCard() {
  const live = useLiveEvents();
  if (!live || live.length === 0) return null;
  // Rallies do not overlap on the calendar, but an admin's test event may run beside one: a card for each.
  return (
    <>
      {live.map((l) => (
        <LiveTeam key={l.eventId} eventId={l.eventId} eventName={l.eventName} />
      ))}
    </>
  );
}

function LiveTeam({ eventId, eventName }: { eventId: number; eventName: string }) {
  const { t } = useTranslation('live');
  const query = useMyLiveTeam(eventId);
  return (
    <Card data-testid="live-team" className="border-brand-300 dark:border-brand-800">
      <CardHeader className="gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Radio aria-hidden="true" className="size-5 text-accent-text" />
          <CardTitle>
            <Link to={`/events/${eventId}?tab=live`} className="hover:underline">
              {t('team.heading', { name: eventName })}
            </Link>
          </CardTitle>
          <ProvisionalBadge final={query.data?.event.phase === 'final'} />
        </div>
        {query.data?.event.latestStage ? <AfterStage stage={query.data.event.latestStage} /> : null}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-2" aria-hidden="true">
            <Skeleton className="h-16" />
            <Skeleton className="h-32" />
          </div>
        ) : query.isError ? (
          <p className="text-sm text-danger">{t('tab.failed')}</p>
        ) : (
          <LiveTeamBody data={query.data} />
        )}
      </CardContent>
    </Card>
  );
}

function AfterStage({ stage }: { stage: LiveStage }) {
  const { t } = useTranslation('live');
  const code = useStageCode();
  return (
    <p className="text-sm text-muted-foreground" data-testid="live-team-after">
      {t('team.after', { stage: code(stage.number) })} · {stage.name}
    </p>
  );
}

function LiveTeamBody({ data }: { data: MyLiveTeamResponse }) {
  const { t } = useTranslation('live');
  return (
    <div className="space-y-4">
      <PointsFigures
        figures={[
          { label: t('team.teamPoints'), value: data.team?.provisionalPoints ?? null, testId: 'live-figure-team' },
          { label: t('team.predictionPoints'), value: data.prediction?.provisionalPoints ?? null, testId: 'live-figure-prediction' },
          { label: t('team.total'), value: data.provisionalTotal, strong: true, testId: 'live-figure-total' },
        ]}
      />
      {data.team === null || data.team.drivers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('team.noTeam')}</p>
      ) : (
        <LiveDriversTable drivers={data.team.drivers} eventName={data.event.name} />
      )}
    </div>
  );
}

function LiveDriversTable({ drivers, eventName }: { drivers: MyLiveDriver[]; eventName: string }) {
  const { t } = useTranslation('live');
  const th = 'py-2 px-1.5 text-xs font-semibold text-muted-foreground uppercase sm:px-2 sm:tracking-wide';
  return (
    <div className="-mx-5 relative overflow-x-auto sm:mx-0">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('team.caption', { name: eventName })}</caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className={cn(th, 'pl-5 sm:pl-0')}>{t('team.driver')}</th>
            <th scope="col" className={cn(th, 'text-right')}>{t('team.stagePosition')}</th>
            <th scope="col" className={cn(th, 'text-right')}>{t('team.overallPosition')}</th>
            <th scope="col" className={cn(th, 'pr-5 text-right sm:pr-0')}>
              <abbr title={t('tab.pointsLong')} className="no-underline">
                {t('tab.points')}
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {drivers.map((d) => (
            <tr key={d.driver.id} data-testid="live-driver" className="border-b border-border align-top last:border-0">
              <th scope="row" className="py-2.5 pr-2 pl-5 text-left font-semibold sm:pl-0">
                <Link to={`/drivers/${d.driver.id}`} className="hover:underline">
                  {d.driver.name}
                </Link>
                {d.captain ? <CaptainBadge letter={t('team.captainLetter')} label={t('team.captain')} className="ml-1.5" /> : null}
                <Explain driver={d} />
              </th>
              <td className="px-1.5 py-2.5 text-right tabular-nums sm:px-2">{d.lastStagePosition ?? '–'}</td>
              <td className="px-1.5 py-2.5 text-right tabular-nums sm:px-2">
                {d.overallPosition ?? (
                  <abbr title={t(`tab.state.${d.state}`)} className="text-xs font-bold text-danger no-underline">
                    {t(d.state === 'did_not_start' ? 'tab.stateShort.did_not_start' : 'tab.stateShort.retired')}
                  </abbr>
                )}
              </td>
              <td className={cn('py-2.5 pr-5 pl-1.5 text-right font-bold tabular-nums sm:pr-0 sm:pl-2', d.provisionalPoints < 0 && 'text-danger')}>
                {d.provisionalPoints}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Explain my points": a disclosure under the driver's name, each rule that gave or took points. */
function Explain({ driver }: { driver: MyLiveDriver }) {
  const { t } = useTranslation('live');
  return (
    <details className="group mt-1 font-normal" data-testid="live-explain">
      <summary
        className="inline-flex min-h-6 cursor-pointer items-center rounded text-xs font-semibold text-accent-text hover:underline"
      >
        {t('team.explain')}
        <span className="sr-only"> – {driver.driver.name}</span>
      </summary>
      <BreakdownChips
        breakdown={driver.breakdown}
        captain={{ bonus: driver.captainBonus, label: t('team.captainChip', { multiplier: CAPTAIN_MULTIPLIER }) }}
        label={(rule) => t(`team.rules.${rule}`)}
        empty={<p className="mt-1.5 text-xs text-muted-foreground">{t('team.noPoints')}</p>}
        className="mt-1.5"
      />
    </details>
  );
}
