import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StageDto } from '@shared/api/events';
import { Badge } from '@web/components/ui/badge';
import { SkeletonRows } from '@web/components/ui/skeleton';
import { formatDate, sameWallClock, timeZoneLabel, viewerTimeZone } from '@web/lib/format-date';
import { STATUS_TONE } from './event-status-badge';

const km = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface StagesTableProps {
  eventName: string;
  /** The rally's IANA zone: stage times show its wall clock first, then the viewer's (docs/decisions/0167). */
  timeZone: string;
  stages: StageDto[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** A stage start on the rally's clock, with the viewer's own time beneath when the clocks differ. */
function StageTime({ iso, timeZone, viewerZone }: { iso: string; timeZone: string; viewerZone: string }) {
  const { t, i18n } = useTranslation('events');
  const local = formatDate(iso, 'stage', i18n.language, { timeZone });
  if (sameWallClock(timeZone, viewerZone, iso)) return <time dateTime={iso}>{local}</time>;
  return (
    <>
      <time dateTime={iso}>{local}</time>
      <span className="block text-xs text-muted-foreground">
        {t('stages.yourTime', { time: formatDate(iso, 'stage', i18n.language, { timeZone: viewerZone }) })}
      </span>
    </>
  );
}

/** Names the zones once above the table: the rally's, and the viewer's when it differs. */
function ZoneNote({ at, timeZone, viewerZone }: { at: string; timeZone: string; viewerZone: string }) {
  const { t, i18n } = useTranslation('events');
  const rally = timeZoneLabel(timeZone, at, i18n.language);
  return (
    <p data-testid="stage-zones" className="mb-3 text-xs text-muted-foreground">
      {sameWallClock(timeZone, viewerZone, at)
        ? t('stages.zoneSame', { zone: rally })
        : t('stages.zones', { zone: rally, viewer: timeZoneLabel(viewerZone, at, i18n.language) })}
    </p>
  );
}

export function StagesTable({ eventName, timeZone, stages, loading, failed }: StagesTableProps) {
  const { t } = useTranslation('events');
  const viewerZone = viewerTimeZone();
  if (loading) {
    return <SkeletonRows label={t('stages.loading')} />;
  }
  if (failed) {
    return <p className="py-8 text-center text-sm text-danger">{t('detail.errorText')}</p>;
  }
  if (!stages || stages.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{t('stages.empty')}</p>;
  }
  const totalKm = stages.reduce((sum, s) => sum + (s.length ?? 0), 0);
  const firstTime = stages.find((s) => s.startTime)?.startTime;
  return (
    <div>
      <p className="mb-1 text-sm text-muted-foreground">
        {t('stages.total', { count: stages.length, km: km.format(totalKm) })}
      </p>
      {firstTime ? <ZoneNote at={firstTime} timeZone={timeZone} viewerZone={viewerZone} /> : <div className="mb-3" />}
      <div className="-mx-5 sm:mx-0">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('stages.caption', { name: eventName })}</caption>
          <thead>
            <tr className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
              <th scope="col" className="py-2.5 pr-3 pl-5 font-semibold sm:pl-3">
                {t('stages.stage')}
              </th>
              <th scope="col" className="hidden px-3 py-2.5 text-right font-semibold sm:table-cell">
                {t('stages.distance')}
              </th>
              <th scope="col" className="hidden px-3 py-2.5 font-semibold sm:table-cell">
                {t('stages.dateTime')}
              </th>
              <th scope="col" className="hidden py-2.5 pr-5 pl-3 font-semibold sm:table-cell sm:pr-3">
                {t('stages.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {stages.map((stage) => (
              <tr
                key={stage.id}
                className={
                  stage.isPowerStage
                    ? 'border-b border-border bg-brand-50/70 last:border-0 dark:bg-brand-950/30'
                    : 'border-b border-border last:border-0'
                }
              >
                <th scope="row" className="py-3 pr-3 pl-5 font-medium sm:pl-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span>{t('stages.name', { number: stage.number, name: stage.name })}</span>
                    {stage.isPowerStage ? (
                      <Badge tone="brand">
                        <Zap aria-hidden="true" className="size-3" />
                        {t('stages.powerStage')}
                      </Badge>
                    ) : null}
                  </div>
                  {/* Phones: the other columns fold under the stage name instead of scrolling sideways. */}
                  <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal text-muted-foreground sm:hidden">
                    <span>{stage.length === null ? t('stages.tbd') : `${km.format(stage.length)} km`}</span>
                    <span aria-hidden="true">·</span>
                    <span>
                      {stage.startTime ? (
                        <StageTime iso={stage.startTime} timeZone={timeZone} viewerZone={viewerZone} />
                      ) : (
                        t('stages.tbd')
                      )}
                    </span>
                    <Badge tone={STATUS_TONE[stage.status ?? 'upcoming']}>
                      {t(`status.${stage.status ?? 'upcoming'}`)}
                    </Badge>
                  </div>
                </th>
                <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">
                  {stage.length === null ? t('stages.tbd') : km.format(stage.length)}
                </td>
                <td className="hidden px-3 py-3 whitespace-nowrap tabular-nums sm:table-cell">
                  {stage.startTime ? (
                    <StageTime iso={stage.startTime} timeZone={timeZone} viewerZone={viewerZone} />
                  ) : (
                    t('stages.tbd')
                  )}
                </td>
                <td className="hidden py-3 pr-5 pl-3 sm:table-cell sm:pr-3">
                  <Badge tone={STATUS_TONE[stage.status ?? 'upcoming']}>
                    {t(`status.${stage.status ?? 'upcoming'}`)}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
