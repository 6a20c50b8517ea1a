import { describe, expect, it } from 'vitest';
import { overallAfter, type StageFacts } from '@shared/game/live-classification';
import { formatTotalTime } from '@shared/game/stage-time';
import { buildDemoSeason } from './demo-season';
import { mulberry32 } from './prng';
import { simulateStageTimes, type FinalRow, type SimulatedStage, type TimedStage } from './simulate-stage-times';

const TODAY = new Date('2026-11-22T10:30:00Z');
const season = buildDemoSeason(TODAY);

/** Each finished time's average speed over its stage, in km/h. */
function speeds(stages: readonly TimedStage[], simulated: readonly SimulatedStage[]): number[] {
  return simulated.flatMap((s, k) =>
    s.results.flatMap((r) => (r.timeMs === null ? [] : [(stages[k]!.lengthKm / r.timeMs) * 3_600_000])),
  );
}

/** The overall after the last stage by the live weekend's own rules (game-rules §15.3), by driver name. */
function overall(final: readonly FinalRow[], simulated: readonly SimulatedStage[]) {
  const ids = new Map(final.map((r, i) => [r.driverName, i + 1]));
  const facts: StageFacts[] = simulated.map((s) => ({
    stageId: s.number,
    number: s.number,
    isPowerStage: s.number === simulated.length,
    results: s.results.map((r) => ({ driverId: ids.get(r.driverName)!, status: r.status, timeMs: r.timeMs, penaltyMs: 0, restarted: false })),
  }));
  const places = overallAfter(facts, final.map((_, i) => ({ driverId: i + 1, carNumber: i + 1 })));
  return places.map((p) => ({ driverName: final[p.driverId - 1]!.driverName, state: p.state, totalMs: p.totalMs }));
}

/** Every completed rally of the demo, real results (rounds 1–3) and simulated ones (4–9) alike. */
const rallies = season.events
  .filter((e) => e.status === 'completed')
  .map((e) => ({
    event: e,
    stages: season.stages.filter((s) => s.round === e.round).map((s) => ({ number: s.number, lengthKm: s.length ?? 0 })),
    final: season.results.filter((r) => r.round === e.round),
  }));

describe('simulateStageTimes', () => {
  it.each(rallies.map((r) => [r.event.name, r] as const))('%s: a time on every stage for each running driver', (_name, { stages, final, event }) => {
    const simulated = simulateStageTimes(mulberry32(event.round), stages, final, event.surfaceType);
    expect(simulated.map((s) => s.number)).toEqual(stages.map((s) => s.number));
    for (const stage of simulated) {
      expect(stage.results.map((r) => r.driverName)).toEqual(final.map((r) => r.driverName));
      for (const r of stage.results) {
        expect(r.status === 'finished', `${r.driverName} on SS${stage.number}`).toBe(r.timeMs !== null);
        if (r.timeMs !== null) expect(r.timeMs % 100, 'whole tenths').toBe(0);
      }
    }
    // Finishers never miss a stage.
    for (const row of final.filter((r) => r.status === 'finished')) {
      expect(simulated.every((s) => s.results.find((r) => r.driverName === row.driverName)?.status === 'finished')).toBe(true);
    }
  });

  // Sweden's real winner averaged 115 km/h over the whole rally; the fastest real stages (Finland, Sweden) run
  // at 120–130 km/h, the slowest (tight asphalt, rough gravel) at 70–80.
  it.each(rallies.map((r) => [r.event.name, r] as const))('%s: every stage time at a plausible average speed (60–130 km/h)', (_name, { stages, final, event }) => {
    const all = speeds(stages, simulateStageTimes(mulberry32(event.round), stages, final, event.surfaceType));
    expect(Math.min(...all)).toBeGreaterThanOrEqual(60);
    expect(Math.max(...all)).toBeLessThanOrEqual(130);
  });

  it.each(rallies.map((r) => [r.event.name, r] as const))('%s: the overall after the last stage is the final result', (_name, { stages, final, event }) => {
    const simulated = simulateStageTimes(mulberry32(event.round), stages, final, event.surfaceType);
    const places = overall(final, simulated);
    const finishers = final.filter((r) => r.status === 'finished').sort((a, b) => a.position! - b.position!);
    expect(places.filter((p) => p.state === 'running').map((p) => p.driverName)).toEqual(finishers.map((r) => r.driverName));
    expect(places.filter((p) => p.state !== 'running').map((p) => [p.driverName, p.state]).sort()).toEqual(
      final.filter((r) => r.status !== 'finished').map((r) => [r.driverName, 'retired']).sort(),
    );
    // The winner's stated total comes back to the tenth (real results give it; simulated ones always do).
    const winner = finishers[0]!;
    if (winner.time !== null) expect(formatTotalTime(places[0]!.totalMs!)).toBe(winner.time);
  });

  it('takes the retired drivers out from the stage they retire on, after running the first', () => {
    const retiredSeen = rallies.flatMap(({ stages, final, event }) => {
      const simulated = simulateStageTimes(mulberry32(event.round), stages, final, event.surfaceType);
      return final
        .filter((r) => r.status === 'retired')
        .map((row) => {
          const statuses = simulated.map((s) => s.results.find((r) => r.driverName === row.driverName)!.status);
          const outFrom = statuses.indexOf('retired');
          expect(outFrom, row.driverName).toBeGreaterThanOrEqual(1);
          expect(outFrom, row.driverName).toBeLessThan(stages.length - 1);
          expect(statuses.slice(0, outFrom).every((s) => s === 'finished')).toBe(true);
          expect(statuses.slice(outFrom).every((s) => s === 'retired')).toBe(true);
          return row.driverName;
        });
    });
    // The demo's rallies have a retirement or two each: the checks above did run.
    expect(retiredSeen.length).toBeGreaterThanOrEqual(rallies.length);
  });

  it("gives the demo's rally in progress every entered driver on every stage, at plausible speeds, in any year", () => {
    for (const year of [2026, 2027, 2028, 2029, 2030]) {
      const built = buildDemoSeason(new Date(Date.UTC(year, 4, 10, 9)), { liveRally: true });
      const live = built.liveRally!;
      const stages = built.stages.filter((s) => s.round === live.round).map((s) => ({ number: s.number, lengthKm: s.length ?? 0 }));
      const entered = built.entries.filter((e) => e.round === live.round).map((e) => e.driverName).sort();
      expect(live.stages.map((s) => s.number)).toEqual(stages.map((s) => s.number));
      for (const stage of live.stages) expect(stage.results.map((r) => r.driverName).sort()).toEqual(entered);
      const all = speeds(stages, live.stages);
      expect(Math.min(...all), String(year)).toBeGreaterThanOrEqual(60);
      expect(Math.max(...all), String(year)).toBeLessThanOrEqual(130);
      expect(live.stages.at(-1)!.results.filter((r) => r.status === 'finished').length).toBeGreaterThanOrEqual(entered.length - 2);
    }
  });

  it('places a finisher the result gives no time behind the car ahead, and a non-starter nowhere', () => {
    const stages = [10, 12.5, 8, 20].map((lengthKm, i) => ({ number: i + 1, lengthKm }));
    const final: FinalRow[] = [
      { driverName: 'A', status: 'finished', position: 1, time: '28:30.0' },
      { driverName: 'B', status: 'finished', position: 2, time: '+12.4' },
      { driverName: 'C', status: 'finished', position: 3, time: null },
      { driverName: 'D', status: 'did_not_start', position: null, time: null },
    ];
    const simulated = simulateStageTimes(mulberry32(7), stages, final, 'gravel');
    const places = overall(final, simulated);
    expect(places.map((p) => [p.driverName, p.state])).toEqual([
      ['A', 'running'],
      ['B', 'running'],
      ['C', 'running'],
      ['D', 'did_not_start'],
    ]);
    expect(places.slice(0, 2).map((p) => formatTotalTime(p.totalMs!))).toEqual(['28:30.0', '28:42.4']);
    expect(places[2]!.totalMs! - places[1]!.totalMs!).toBeGreaterThanOrEqual(5_000);
    expect(simulated.every((s) => s.results.find((r) => r.driverName === 'D')?.status === 'did_not_start')).toBe(true);
    expect(simulateStageTimes(mulberry32(7), stages, final, 'gravel')).toEqual(simulated);
  });
});
