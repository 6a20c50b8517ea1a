import { DetailLoadError, DetailRoute, detailTitle, type DetailTexts } from '@web/components/detail-page';
import { lazy, useMemo, type ComponentProps, type ReactNode } from 'react';
import { ArrowLeft, ChartLine, Gauge, Sparkles, Target } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DriverDto, DriverHistoryEntry } from '@shared/api/championship';
import type { EventDto } from '@shared/api/events';
import { driverSeasonStats, pointsProgression } from '@shared/game/driver-stats';
import { podiumChance } from '@shared/game/market';
import { MIN_STARTS_FOR_PERCENT, oddsSample, type OddsSample } from '@shared/game/odds-sample';
import { formatMoney } from '@web/lib/format';
import { formatOrdinal } from '@web/lib/format';
import { AddToTeamButton, OwnershipFigures } from '@web/features/market';
import { NotEnteredMark } from '@web/features/entries';
import { CountryFlag } from '@web/components/ui/country-flag';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useEvents } from '@web/features/events';
import { useDriver, useDriverHistory, useDriverPrices } from '../api/drivers-api';
import { AfterPaint } from '../components/after-paint';
import { CarNumber } from '../components/car-number';
import { FormBadge } from '@web/components/game/form-badge';
import { clockDate } from '@web/lib/clock';

// recharts is the heaviest piece of the page: load it only when the statistics panel renders.
const PointsChart = lazy(() =>
  import('../components/points-chart').then((m) => ({ default: m.PointsChart })),
);

/** The chart (recharts) is fetched once the page has painted: the page shows without waiting for it. */
function DeferredPointsChart({ data }: ComponentProps<typeof PointsChart>) {
  return (
    <AfterPaint fallback={<Skeleton className="h-60" />}>
      <PointsChart data={data} />
    </AfterPaint>
  );
}

// The price cards come after the page has painted: they are below the fold (first-load budget).
const PriceSections = lazy(() =>
  import('../components/price-sections').then((m) => ({ default: m.PriceSections })),
);

const RECENT_LIMIT = 5;

function useTexts(): DetailTexts {
  const { t } = useTranslation('championship');
  return {
    notFoundTitle: t('driverDetail.notFound'),
    notFoundText: t('driverDetail.notFoundText'),
    errorTitle: t('common.errorHeading'),
    errorText: t('driverDetail.error'),
    backTo: '/drivers',
    backLabel: t('driverDetail.back'),
  };
}

export function DriverDetailPage() {
  return <DetailRoute texts={useTexts()}>{(id) => <DriverDetail id={id} />}</DetailRoute>;
}

function DriverDetail({ id }: { id: number }) {
  const { t } = useTranslation('championship');
  const driverQuery = useDriver(id);
  const driver = driverQuery.data;
  const historyQuery = useDriverHistory(id, driverQuery.isSuccess);
  const pricesQuery = useDriverPrices(id, driverQuery.isSuccess);
  const events = useEvents();
  const texts = useTexts();
  useDocumentTitle(detailTitle(texts, driver?.name, driverQuery.error, t('driverDetail.loading')));

  if (driverQuery.isError) return <DetailLoadError texts={texts} error={driverQuery.error} />;

  const nextRally = events.data?.find((e) => e.status === 'upcoming') ?? null;
  // The sample behind the odds, shown by both cards that speak of them; none until the history is in.
  const sample = historyQuery.data ? oddsSample(historyQuery.data) : null;
  // The what-if's expectation: every published rally with a result, of any season (§9.1), as the engine counts.
  const earlierPoints = historyQuery.data ? [...historyQuery.data].reverse().map((h) => h.fantasyPoints) : undefined;

  return (
    <div className="space-y-6">
      <Link
        to="/drivers"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-accent-text hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('driverDetail.back')}
      </Link>

      {driver ? (
        <DriverHeader driver={driver} />
      ) : (
        <div role="status">
          <span className="sr-only">{t('driverDetail.loading')}</span>
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      )}

      {driver ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <FantasyValue driver={driver} sample={sample} />
          <NextRallyPrediction driver={driver} nextRally={nextRally} sample={sample} />
          <RecentPerformance
            driver={driver}
            history={historyQuery.data}
            loading={historyQuery.isPending}
            failed={historyQuery.isError}
          />
          <SeasonStatistics history={historyQuery.data} loading={historyQuery.isPending} />
          <AfterPaint
            fallback={
              <>
                <Skeleton className="h-64 rounded-2xl" />
                <Skeleton className="h-64 rounded-2xl lg:col-span-2" />
              </>
            }
          >
            <PriceSections
              driver={driver}
              earlierPoints={earlierPoints}
              historyFailed={historyQuery.isError}
              prices={pricesQuery.data}
              pricesLoading={pricesQuery.isPending}
              pricesFailed={pricesQuery.isError}
            />
          </AfterPaint>
        </div>
      ) : null}
    </div>
  );
}

function HeaderStat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white/10 p-3 text-center backdrop-blur-sm">
      <dt className="text-xs font-medium text-white/85">{label}</dt>
      <dd className="mt-0.5 font-display text-2xl font-bold sm:text-3xl">{children}</dd>
    </div>
  );
}

function DriverHeader({ driver }: { driver: DriverDto }) {
  const { t } = useTranslation('championship');
  return (
    <header className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-900 to-slate-950 p-6 text-white shadow-md sm:p-8">
      <div aria-hidden="true" className="bg-rally-stripes pointer-events-none absolute inset-0 opacity-60" />
      <div className="relative flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-center gap-5">
          <CarNumber number={driver.carNumber} name={driver.name} size="lg" />
          <div className="min-w-0">
            <h1 className="font-display text-3xl leading-tight font-extrabold tracking-tight italic sm:text-5xl">
              {driver.name}
            </h1>
            <div className="mt-2 flex flex-col gap-1 text-sm text-white/90 sm:flex-row sm:flex-wrap sm:gap-x-5">
              {driver.country ? (
                <span>
                  <CountryFlag country={driver.country} decorative className="mr-1.5" />
                  <span className="sr-only">{t('common.country')}: </span>
                  {driver.country}
                </span>
              ) : null}
              {driver.teamId !== null && driver.teamName ? (
                <span>
                  <span className="sr-only">{t('driverDetail.teamLink')}: </span>
                  <Link
                    to={`/constructors/${driver.teamId}`}
                    className="font-semibold underline underline-offset-4 hover:text-white"
                  >
                    {driver.teamName}
                  </Link>
                </span>
              ) : null}
              <span>
                {driver.coDriverName
                  ? `${t('common.coDriver')}: ${driver.coDriverName}`
                  : t('common.noCoDriver')}
              </span>
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:min-w-[30rem]">
          <HeaderStat label={t('common.championships')}>{driver.championships}</HeaderStat>
          <HeaderStat label={t('driverDetail.points')}>{driver.points}</HeaderStat>
          <HeaderStat label={t('driverDetail.value')}>{formatMoney(driver.price)}</HeaderStat>
          <div className="flex flex-col items-center justify-center rounded-xl bg-white/10 p-3 text-center backdrop-blur-sm">
            <dt className="text-xs font-medium text-white/85">{t('driverDetail.form')}</dt>
            <dd className="mt-1.5 rounded-full bg-white">
              <FormBadge form={driver.form} />
            </dd>
          </div>
        </dl>
      </div>
    </header>
  );
}

function FantasyValue({ driver, sample }: { driver: DriverDto; sample: OddsSample | null }) {
  const { t } = useTranslation('championship');
  const { t: tf } = useTranslation('fair');
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 text-accent-text" />
          {t('driverDetail.fantasyValue')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {/* The price is the value of its label, not a heading of its own. */}
        <dl>
          <dt className="text-sm text-muted-foreground">{t('driverDetail.price')}</dt>
          <dd className="font-display text-5xl font-extrabold tracking-tight">{formatMoney(driver.price)}</dd>
          <dd className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text">
            <Gauge aria-hidden="true" className="size-4" />
            {t('driverDetail.odds', { odds: driver.nextEventOdds })}
          </dd>
          {sample ? (
            <dd data-testid="odds-sample" className="text-xs text-muted-foreground">
              {tf('odds.sample', { count: sample.starts, podiums: sample.podiums })}
            </dd>
          ) : null}
        </dl>
        <OwnershipFigures driverId={driver.id} />
        <NotEnteredMark driverId={driver.id} className="self-start" />
        <div data-testid="add-to-team" className="mt-auto [&_button]:w-full [&>div]:w-full">
          <AddToTeamButton driverId={driver.id} price={driver.price} driverName={driver.name} />
        </div>
      </CardContent>
    </Card>
  );
}

function NextRallyPrediction({
  driver,
  nextRally,
  sample,
}: {
  driver: DriverDto;
  nextRally: EventDto | null;
  sample: OddsSample | null;
}) {
  const { t } = useTranslation('championship');
  const { t: tf } = useTranslation('fair');
  const chance = podiumChance(driver.nextEventOdds);
  // Odds from one or two starts read as certainties ("100 %"): below three, the sample is shown instead.
  const tooFew = sample !== null && sample.starts < MIN_STARTS_FOR_PERCENT;
  return (
    <Card className="flex flex-col lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Target aria-hidden="true" className="size-5 text-accent-text" />
          {t('driverDetail.prediction')}
        </CardTitle>
        <CardDescription>
          {nextRally ? (
            <>
              {t('driverDetail.nextRally')}{' '}
              <Link to={`/events/${nextRally.id}`} className="font-semibold text-accent-text hover:underline">
                {nextRally.name}
              </Link>
            </>
          ) : (
            t('driverDetail.noNextRally')
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {tooFew ? (
          <p data-testid="odds-too-few" className="text-sm">
            <span className="font-semibold">{t('driverDetail.podiumChance')}:</span>{' '}
            {tf('odds.tooFew', { count: sample.starts, podiums: sample.podiums })}
          </p>
        ) : (
        <div>
          <div className="mb-2 flex items-baseline justify-between">
            <span id={`podium-${driver.id}`} className="text-sm font-semibold">
              {t('driverDetail.podiumChance')}
            </span>
            <span className="font-display text-4xl font-extrabold tabular-nums">{chance}%</span>
          </div>
          <div
            role="meter"
            aria-labelledby={`podium-${driver.id}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={chance}
            aria-valuetext={`${chance}%`}
            className="h-3 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700"
              style={{ width: `${chance}%` }}
            />
          </div>
          {sample ? (
            <p className="mt-1 text-xs text-muted-foreground">{tf('odds.sample', { count: sample.starts, podiums: sample.podiums })}</p>
          ) : null}
        </div>
        )}
        <p className="text-muted-foreground">
          {t(`driverDetail.formSentence.${driver.form}`, { name: driver.name })}
        </p>
      </CardContent>
    </Card>
  );
}

function RecentPerformance({
  driver,
  history,
  loading,
  failed,
}: {
  driver: DriverDto;
  history: DriverHistoryEntry[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('championship');
  const recent = (history ?? []).slice(0, RECENT_LIMIT);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('driverDetail.recentPerformance')}</CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="space-y-2">
            {Array.from({ length: RECENT_LIMIT }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : failed ? (
          <p className="text-sm text-danger">{t('driverDetail.error')}</p>
        ) : recent.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">{t('driverDetail.noRecent')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('driverDetail.recentCaption', { name: driver.name })}</caption>
            <thead>
              <tr className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
                <th scope="col" className="py-2 pr-2 font-semibold">
                  {t('driverDetail.rally')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  {t('driverDetail.position')}
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-semibold">
                  {t('common.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {recent.map((h) => (
                <tr key={h.eventId} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2.5 pr-2 font-medium">
                    <Link
                      to={`/events/${h.eventId}?tab=results`}
                      className="hover:text-accent-text hover:underline"
                    >
                      {h.eventName}
                    </Link>
                  </th>
                  <td className="px-2 py-2.5 text-right font-semibold">
                    {h.position !== null && h.status === 'finished'
                      ? formatOrdinal(h.position)
                      : t(`common.finishStatus.${h.status}`)}
                  </td>
                  <td className="py-2.5 pl-2 text-right font-display text-base font-bold tabular-nums">
                    {h.points}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

function SeasonStatistics({
  history,
  loading,
}: {
  history: DriverHistoryEntry[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('championship');
  // The current season is the latest one the driver has results in; the server keeps older seasons too.
  const season = useMemo(
    () => Math.max(...(history ?? []).map((h) => h.season), clockDate().getUTCFullYear()),
    [history],
  );
  const seasonHistory = useMemo(() => (history ?? []).filter((h) => h.season === season), [history, season]);
  const stats = driverSeasonStats(seasonHistory);
  const progression = useMemo(() => pointsProgression(seasonHistory), [seasonHistory]);
  const tiles: [string, ReactNode][] = [
    [t('driverDetail.starts'), stats.starts],
    [t('driverDetail.wins'), stats.wins],
    [t('driverDetail.podiums'), stats.podiums],
    [t('driverDetail.perEvent'), stats.fantasyPointsPerEvent.toFixed(1)],
  ];
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ChartLine aria-hidden="true" className="size-5 text-accent-text" />
          {t('driverDetail.statistics')}
        </CardTitle>
        <CardDescription>{t('driverDetail.statsSeason', { year: season })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {loading ? (
          <Skeleton className="h-72" />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {tiles.map(([label, value]) => (
                <div key={label} className="rounded-xl bg-muted/70 p-3 text-center">
                  <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
                  <dd className="mt-0.5 font-display text-3xl font-bold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            {progression.length === 0 ? (
              <p className="py-4 text-center text-muted-foreground">{t('driverDetail.noStats')}</p>
            ) : (
              <figure>
                <figcaption className="mb-2">
                  <span className="block text-sm font-semibold">{t('driverDetail.chartTitle')}</span>
                  <span className="block text-xs text-muted-foreground">
                    {t('driverDetail.chartDescription')}
                  </span>
                </figcaption>
                <DeferredPointsChart data={progression} />
              </figure>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
