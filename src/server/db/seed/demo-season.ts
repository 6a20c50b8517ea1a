import type { EventStatus } from '../../../shared/constants/enums';
import { describeEvent, eventLocation, mainCountry, mapSurface, splitEdition } from './calendar';
import { at, COMPLETED_EVENTS, eventThursday } from './date-layout';
import type { DemoEntry, DemoEvent, DemoResult, DemoSeason, DemoStage } from './demo-types';
import { entriesForRound } from './entries';
import { replayMarket, type CompletedEventScore } from './prices';
import { rngForRound } from './prng';
import { realEventResults } from './real-results';
import { buildRoster, buildTeams, countryName } from './roster';
import { scoreResults } from './score-results';
import { simulateEvent } from './simulate-results';
import { planStages } from './stage-plan';
import { scheduleStages } from './stage-schedule';
import { wrcResults, wrcSeason } from './wrc-data';

/** The calendar, line-up and results the demo is built from; 2025 only lends stage lists. */
const CALENDAR_YEAR = 2026;

/**
 * The demo championship for the season of `today`'s year: the real 2026 calendar, teams and Rally1
 * line-up, with dates laid out around today (9 events completed, 5 upcoming). Pure and deterministic:
 * the same UTC date always gives the same rows (see docs/decisions/0003-demo-season.md).
 */
export function buildDemoSeason(today: Date = new Date()): DemoSeason {
  const season = today.getUTCFullYear();
  const calendar = wrcSeason(CALENDAR_YEAR);
  const previous = wrcSeason(CALENDAR_YEAR - 1);
  const teams = buildTeams(calendar);
  const roster = buildRoster(calendar, teams);

  const events: DemoEvent[] = [];
  const stages: DemoStage[] = [];
  const entries: DemoEntry[] = [];
  const results: DemoResult[] = [];
  const completed: CompletedEventScore[] = [];

  const rounds = [...calendar.events].sort((a, b) => a.round - b.round);
  rounds.forEach((e, index) => {
    const rng = rngForRound(season, e.round);
    const previousEdition = previous.events.find((p) => mainCountry(p.country) === mainCountry(e.country));
    const plan = planStages(e, previousEdition, rng);
    const thursday = eventThursday(today, index, rounds.length);
    const schedule = scheduleStages(plan.stages, thursday);
    const isCompleted = index < COMPLETED_EVENTS;
    const status: EventStatus = isCompleted ? 'completed' : 'upcoming';
    const firstStage = schedule[0];
    if (!firstStage) throw new Error(`round ${e.round} has no stages`);
    const surface = mapSurface(e.surface);
    // Results go out on Sunday evening and the engine scores them at once.
    const publishedAt = isCompleted ? at(thursday, 3, 18) : null;

    events.push({
      season,
      round: e.round,
      name: splitEdition(e.name).name,
      country: mainCountry(e.country),
      location: eventLocation(e),
      description: describeEvent(e, plan.source),
      // Predictions and lineups lock at the first stage, so the event starts with it.
      startDate: firstStage.startTime,
      endDate: at(thursday, 3, 16),
      status,
      surfaceType: surface,
      resultsPublishedAt: publishedAt,
      scoredAt: publishedAt,
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

    if (publishedAt === null) return;
    const real = wrcResults(e);
    const totalKm = schedule.reduce((sum, s) => sum + (s.length ?? 0), 0);
    const raw = real
      ? realEventResults(rng, e.round, real, roster, entered, schedule.length)
      : simulateEvent(rng, entered, schedule.length, totalKm, surface);
    const scored = scoreResults(e.round, raw);
    results.push(...scored);
    completed.push({ round: e.round, scoredAt: publishedAt, results: scored });
  });

  const firstEvent = events[0];
  if (!firstEvent) throw new Error('the calendar has no events');
  const market = replayMarket(roster, completed, firstEvent.startDate);

  const drivers = roster.map((d) => {
    const state = market.state.get(d.source.name);
    if (!state) throw new Error(`no market state for ${d.source.name}`);
    return {
      name: d.source.name,
      coDriverName: d.source.codriver,
      teamName: d.source.team,
      country: countryName(d.source.nationality),
      carNumber: d.source.car_number,
      basePrice: d.basePrice,
      price: state.price,
      points: state.points,
      form: state.form,
      nextEventOdds: state.nextEventOdds,
      championships: d.championships,
    };
  });

  return { season, teams, drivers, events, stages, entries, results, prices: market.prices };
}
