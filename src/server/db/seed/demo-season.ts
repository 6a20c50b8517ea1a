import type { EventStatus } from '@shared/constants/enums';
import { eventTimeZone } from '@shared/game/event-time-zone';
import { describeEvent, eventLocation, mainCountry, mapSurface, splitEdition } from './calendar';
import { at, COMPLETED_EVENTS, eventThursday } from './date-layout';
import type { DemoEntry, DemoEvent, DemoLiveRally, DemoPrice, DemoResult, DemoSeason, DemoStage } from './demo-types';
import { entriesForRound } from './entries';
import { liveRallyEnd, liveRallySchedule } from './live-rally';
import { rngForRound } from './prng';
import { realEventResults } from './real-results';
import { buildRoster, buildTeams, countryName } from './roster';
import { resultFacts } from './result-facts';
import { simulateEvent } from './simulate-results';
import { simulateStageTimes } from './simulate-stage-times';
import { planStages } from './stage-plan';
import { scheduleStages } from './stage-schedule';
import { wrcPowerStageLabel, wrcResults, wrcSeason } from './wrc-data';

const HOUR_MS = 3_600_000;

/** The calendar, line-up and results the demo is built from; 2025 only lends stage lists. */
const CALENDAR_YEAR = 2026;

export interface DemoSeasonOptions {
  /**
   * The first upcoming rally (round 10) is in progress instead: started just before `today` (the instant, not
   * only its day), its stage times simulated from its final result (docs/decisions/0201).
   */
  liveRally?: boolean;
}

/**
 * The demo championship for the season of `today`'s year: the real 2026 calendar, teams and Rally1
 * line-up, with dates laid out around today (9 events completed, 5 upcoming). Pure and deterministic:
 * the same UTC date always gives the same rows (see docs/decisions/0003-demo-season.md).
 */
export function buildDemoSeason(today: Date, options: DemoSeasonOptions = {}): DemoSeason {
  const season = today.getUTCFullYear();
  const calendar = wrcSeason(CALENDAR_YEAR);
  const previous = wrcSeason(CALENDAR_YEAR - 1);
  const teams = buildTeams(calendar);
  const roster = buildRoster(calendar, teams);

  const events: DemoEvent[] = [];
  const stages: DemoStage[] = [];
  const entries: DemoEntry[] = [];
  const results: DemoResult[] = [];
  let liveRally: DemoLiveRally | null = null;

  const rounds = [...calendar.events].sort((a, b) => a.round - b.round);
  rounds.forEach((e, index) => {
    const rng = rngForRound(season, e.round);
    const previousEdition = previous.events.find((p) => mainCountry(p.country) === mainCountry(e.country));
    const plan = planStages(e, previousEdition, rng, previousEdition && wrcPowerStageLabel(previousEdition));
    const thursday = eventThursday(today, index, rounds.length);
    const country = mainCountry(e.country);
    const location = eventLocation(e);
    const weekend = scheduleStages(plan.stages, thursday, eventTimeZone(country, location));
    const isCompleted = index < COMPLETED_EVENTS;
    const isLive = options.liveRally === true && index === COMPLETED_EVENTS;
    const schedule = isLive ? liveRallySchedule(weekend, today) : weekend;
    const status: EventStatus = isCompleted ? 'completed' : isLive ? 'active' : 'upcoming';
    const firstStage = schedule[0];
    const lastStage = schedule[schedule.length - 1];
    if (!firstStage || !lastStage) throw new Error(`round ${e.round} has no stages`);
    const surface = mapSurface(e.surface);
    // Results go out on Sunday evening; the seed publishes them through the engine with that date.
    // Sunday 16:00 UTC, or two hours after the Power Stage where the rally's clock runs behind UTC.
    const endDate = isLive
      ? liveRallyEnd(firstStage.startTime, schedule.length)
      : new Date(Math.max(at(thursday, 3, 16).getTime(), lastStage.startTime.getTime() + 2 * HOUR_MS));
    const publishedAt = isCompleted ? new Date(Math.max(at(thursday, 3, 18).getTime(), endDate.getTime() + 2 * HOUR_MS)) : null;

    events.push({
      season,
      round: e.round,
      name: splitEdition(e.name).name,
      country,
      location,
      descriptionFacts: describeEvent(e, CALENDAR_YEAR),
      // Predictions and lineups lock at the first stage, so the event starts with it.
      startDate: firstStage.startTime,
      endDate,
      status,
      surfaceType: surface,
      publishAt: publishedAt,
    });
    stages.push(...schedule.map((s) => ({ round: e.round, ...s, status })));

    const entered = entriesForRound(roster, e.round);
    entries.push(
      ...entered.map((d) => ({
        round: e.round,
        driverName: d.source.name,
        carNumber: d.source.car_number,
      })),
    );

    if (publishedAt === null && !isLive) return;
    const real = wrcResults(e);
    const totalKm = schedule.reduce((sum, s) => sum + (s.length ?? 0), 0);
    const raw = real
      ? realEventResults(rng, e.round, real, roster, entered, schedule.length)
      : simulateEvent(rng, entered, schedule.length, totalKm, surface);
    // The rally in progress gets no result rows: its stages add up to this result as the server publishes them.
    if (isLive) {
      const timed = schedule.map((s) => {
        if (s.length === null) throw new Error(`round ${e.round}: stage ${s.number} has no length to time`);
        return { number: s.number, lengthKm: s.length };
      });
      liveRally = { round: e.round, stages: simulateStageTimes(rng, timed, raw, surface) };
      return;
    }
    results.push(...resultFacts(e.round, raw));
  });

  const firstEvent = events[0];
  if (!firstEvent) throw new Error('the calendar has no events');
  // The market opens a week before the first event at the hand-set prices (roster.ts).
  const marketOpensAt = new Date(firstEvent.startDate.getTime() - 7 * 86_400_000);
  const prices: DemoPrice[] = roster.map((d) => ({ driverName: d.source.name, price: d.basePrice, createdAt: marketOpensAt }));

  const drivers = roster.map((d) => ({
    name: d.source.name,
    coDriverName: d.source.codriver,
    teamName: d.source.team,
    country: countryName(d.source.nationality),
    carNumber: d.source.car_number,
    basePrice: d.basePrice,
    championships: d.championships,
  }));

  return { season, teams, drivers, events, stages, entries, results, prices, liveRally };
}
