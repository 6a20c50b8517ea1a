import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LiveEventResponse, LiveStage, OverallRow, StageResults } from '@shared/api/live';
import { formatGap } from '@shared/game/stage-time';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Select } from '@web/components/ui/form-controls';
import { Label } from '@web/components/ui/input';
import { PositionBadge } from '@web/components/ui/position-badge';
import { SkeletonRows } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useLiveEvent } from '../api/live-api';
import { useStageCode } from '../lib/use-stage-code';
import { ProvisionalBadge } from './provisional-badge';

/**
 * The event page's Live tab (issue 29 part 4): the overall classification after the latest stage, then any stage's
 * own results, as a fan reads a timing site. Tables stay narrow enough for a phone: position, driver (team under
 * the name), time and gap; points and the team column join from `sm`/`md`.
 */
export function LiveTab({ eventId, eventName }: { eventId: number; eventName: string }) {
  const { t } = useTranslation('live');
  const query = useLiveEvent(eventId);
  if (query.isPending) {
    return <SkeletonRows label={t('tab.loading')} />;
  }
  if (query.isError) return <p className="py-8 text-center text-sm text-danger">{t('tab.failed')}</p>;
  const latest = query.data.event.latestStage;
  if (latest === null) {
    return <p className="py-10 text-center text-muted-foreground">{t('tab.none')}</p>;
  }
  return <LiveTiming data={query.data} latest={latest} eventName={eventName} />;
}

function LiveTiming({ data, latest, eventName }: { data: LiveEventResponse; latest: LiveStage; eventName: string }) {
  const { t } = useTranslation('live');
  const code = useStageCode();
  const after = code(latest.number);
  return (
    <div className="space-y-5">
      <Card>
        <CardHeader className="gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>{t('tab.overallHeading')}</CardTitle>
            <ProvisionalBadge final={data.event.phase === 'final'} />
          </div>
          <p className="text-sm text-muted-foreground" data-testid="live-after">
            {t('tab.after', { stage: after, name: latest.name })} ·{' '}
            {t('tab.stagesDone', { done: data.event.publishedStageCount, total: data.event.stageCount })}
          </p>
        </CardHeader>
        <CardContent>
          <OverallTable rows={data.overall} caption={t('tab.overallCaption', { name: eventName, stage: after })} />
        </CardContent>
      </Card>
      <StagePanel stages={data.stages} latestStageId={latest.id} />
    </div>
  );
}

const th = 'py-2.5 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase';

/** The driver's cell: car number and name (the team has its own column from `md`; phones keep rows short). */
function DriverCell({ row, children }: { row: Pick<OverallRow, 'driver'>; children?: ReactNode }) {
  return (
    <th scope="row" className="px-2 py-2.5 text-left font-semibold">
      <Link to={`/drivers/${row.driver.id}`} className="hover:text-accent-text hover:underline">
        {row.driver.carNumber !== null ? (
          <span className="mr-1.5 font-mono text-xs text-muted-foreground tabular-nums">#{row.driver.carNumber}</span>
        ) : null}
        {row.driver.name}
      </Link>
      {children}
    </th>
  );
}

function PositionHeader() {
  const { t } = useTranslation('live');
  return (
    <th scope="col" className={cn(th, 'w-12 pl-5 sm:pl-2')}>
      <abbr title={t('tab.positionLong')} className="no-underline">
        {t('tab.position')}
      </abbr>
    </th>
  );
}

/** The leader's own gap (zero) and that of a driver out of the order (none) are left blank. */
const gapText = (ms: number | null) => (ms === null || ms === 0 ? '' : formatGap(ms));

/** Penalty time under a driver's time, written as a gap is but without its plus sign. */
function PenaltyNote({ ms, className }: { ms: number; className?: string }) {
  const { t } = useTranslation('live');
  if (ms <= 0) return null;
  return <span className={cn('block text-xs text-warning', className)}>{t('tab.penalty', { time: formatGap(ms).slice(1) })}</span>;
}

function Place({ position, status }: { position: number | null; status: string }) {
  const { t } = useTranslation('live');
  if (position !== null) return <PositionBadge position={position} className="size-7 text-sm" />;
  const short = status === 'did_not_start' ? 'did_not_start' : 'retired';
  // The title says the state itself: a restarted driver reads "RET" (out of the overall, §15.3) and "Restarted", as
  // on the team card.
  const title = status === 'restarted' ? 'restarted' : short;
  return (
    <abbr
      title={t(`tab.state.${title}`)}
      className="inline-flex h-7 items-center rounded-full bg-danger-soft px-2 text-xs font-bold text-danger no-underline"
    >
      {t(`tab.stateShort.${short}`)}
    </abbr>
  );
}

export function OverallTable({ rows, caption }: { rows: OverallRow[]; caption: string }) {
  const { t } = useTranslation('live');
  return (
    <div className="-mx-5 relative overflow-x-auto sm:mx-0">
      <table className="w-full text-sm" data-testid="live-overall">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left">
            <PositionHeader />
            <th scope="col" className={th}>{t('tab.driver')}</th>
            <th scope="col" className={cn(th, 'hidden md:table-cell')}>{t('tab.team')}</th>
            <th scope="col" className={cn(th, 'hidden text-right sm:table-cell')}>{t('tab.total')}</th>
            <th scope="col" className={cn(th, 'text-right')}>{t('tab.gap')}</th>
            <th scope="col" className={cn(th, 'pr-5 text-right sm:pr-2')}>
              <abbr title={t('tab.pointsLong')} className="no-underline">
                {t('tab.points')}
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const out = row.state === 'retired' || row.state === 'did_not_start';
            return (
              <tr key={row.driver.id} data-testid="live-overall-row" className={cn('border-b border-border last:border-0', out && 'text-muted-foreground')}>
                <td className="py-2.5 pr-2 pl-5 sm:pl-2">
                  <Place position={row.position} status={row.state} />
                </td>
                <DriverCell row={row}>
                  <PenaltyNote ms={row.penaltyMs} className="font-normal" />
                </DriverCell>
                <td className="hidden px-2 py-2.5 text-muted-foreground md:table-cell">{row.driver.teamName}</td>
                <td className="hidden px-2 py-2.5 text-right font-mono whitespace-nowrap tabular-nums sm:table-cell">
                  {row.total ?? t(`tab.state.${row.state}`)}
                </td>
                <td className="px-2 py-2.5 text-right font-mono whitespace-nowrap tabular-nums">
                  {gapText(row.gapMs)}
                </td>
                <td className="py-2.5 pr-5 pl-2 text-right font-display text-base font-bold tabular-nums sm:pr-2">
                  {row.provisionalPoints}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function StagePanel({ stages, latestStageId }: { stages: StageResults[]; latestStageId: number }) {
  const { t } = useTranslation('live');
  const code = useStageCode();
  const [picked, setPicked] = useState<number | null>(null);
  const published = stages.filter((s) => s.stage.published);
  // Until the reader picks one, the panel follows the latest stage as new ones come in.
  const shown = published.find((s) => s.stage.id === picked) ?? published.find((s) => s.stage.id === latestStageId);
  if (!shown) return null;
  const winner = shown.ranking.find((r) => r.driver.id === shown.winnerDriverId);
  return (
    <Card>
      <CardHeader className="gap-3">
        <CardTitle>{t('tab.stageHeading')}</CardTitle>
        <div className="max-w-md">
          <Label htmlFor="live-stage-pick">{t('tab.stagePick')}</Label>
          <Select id="live-stage-pick" value={String(shown.stage.id)} onChange={(e) => setPicked(Number(e.target.value))}>
            {published.map((s) => (
              <option key={s.stage.id} value={s.stage.id}>
                {t(s.stage.isPowerStage ? 'tab.stageOptionPower' : 'tab.stageOption', {
                  stage: code(s.stage.number),
                  name: s.stage.name,
                  power: t('tab.powerStage'),
                })}
              </option>
            ))}
          </Select>
        </div>
        {winner ? (
          <p className="text-sm font-semibold" data-testid="live-stage-winner">
            {t('tab.winner', { name: winner.driver.name })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        <div className="-mx-5 relative overflow-x-auto sm:mx-0">
          <table className="w-full text-sm" data-testid="live-stage">
            <caption className="sr-only">{t('tab.stageCaption', { stage: code(shown.stage.number), name: shown.stage.name })}</caption>
            <thead>
              <tr className="border-b border-border text-left">
                <PositionHeader />
                <th scope="col" className={th}>{t('tab.driver')}</th>
                <th scope="col" className={cn(th, 'text-right')}>{t('tab.time')}</th>
                <th scope="col" className={cn(th, 'pr-5 text-right sm:pr-2')}>{t('tab.gap')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.ranking.map((row) => (
                <tr key={row.driver.id} data-testid="live-stage-row" className="border-b border-border last:border-0">
                  <td className="py-2.5 pr-2 pl-5 sm:pl-2">
                    <Place position={row.position} status={row.status} />
                  </td>
                  <DriverCell row={row} />
                  <td className="px-2 py-2.5 text-right font-mono whitespace-nowrap tabular-nums">
                    {row.time ?? t(`tab.stageStatus.${row.status}`)}
                    <PenaltyNote ms={row.penaltyMs} />
                    {row.restarted ? <span className="block text-xs text-muted-foreground">{t('tab.restarted')}</span> : null}
                  </td>
                  <td className="py-2.5 pr-5 pl-2 text-right font-mono whitespace-nowrap tabular-nums">
                    {gapText(row.gapMs)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
