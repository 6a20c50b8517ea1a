import { describe, expect, it } from 'vitest';
import { eventTimeZone } from '@shared/game/event-time-zone';
import { TEAM_BUDGET } from '@shared/constants/game';
import { buildDemoSeason } from './demo-season';
import { LIVE_STAGE_INTERVAL_MS, liveStageDueAt } from './live-rally';

const TODAY = new Date('2026-11-22T10:30:00Z');
const season = buildDemoSeason(TODAY);

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const resultsOf = (round: number) => season.results.filter((r) => r.round === round);

describe('buildDemoSeason', () => {
  it('keeps the whole season inside its calendar year when the seed day allows it', () => {
    for (const day of ['2026-11-22', '2026-06-15', '2026-07-01']) {
      const year = Number(day.slice(0, 4));
      const built = buildDemoSeason(new Date(`${day}T12:00:00Z`));
      const years = new Set(built.events.flatMap((e) => [e.startDate.getUTCFullYear(), e.endDate.getUTCFullYear()]));
      expect([...years], day).toEqual([year]);
    }
    // Late in November the five upcoming rallies run weekly to finish before New Year (each starts on its
    // own clock, so the gaps are whole weeks give or take the zones' difference).
    const starts = season.events.slice(9).map((e) => e.startDate.getTime());
    expect(starts.slice(1).map((s, i) => Math.round((s - starts[i]!) / 86_400_000))).toEqual([7, 7, 7, 7]);
  });


  it('is deterministic for a date and depends only on its UTC day', () => {
    expect(buildDemoSeason(new Date('2026-11-22T10:30:00Z'))).toEqual(season);
    expect(buildDemoSeason(new Date('2026-11-22T23:59:59Z'))).toEqual(season);
    const other = buildDemoSeason(new Date('2026-11-25T10:30:00Z'));
    expect(other.events.map((e) => e.startDate)).not.toEqual(season.events.map((e) => e.startDate));
  });

  it('keeps the layout on every weekday and in other years', () => {
    for (let day = 0; day < 7; day += 1) {
      const today = new Date(Date.UTC(2027, 0, 4 + day, 12));
      const other = buildDemoSeason(today);
      expect(other.season).toBe(2027);
      const [lastCompleted, nextUp] = [other.events[8], other.events[9]];
      expect(lastCompleted?.status).toBe('completed');
      expect(lastCompleted && lastCompleted.endDate.getTime() < today.getTime()).toBe(true);
      expect(nextUp?.status).toBe('upcoming');
      expect((nextUp?.startDate.getTime() ?? 0) - Date.UTC(2027, 0, 4 + day)).toBeGreaterThanOrEqual(
        2 * 86_400_000,
      );
    }
  });

  it('uses the 14 real events of the calendar and the season of today', () => {
    expect(season.season).toBe(2026);
    expect(season.events.map((e) => e.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(season.events[0]).toMatchObject({
      name: 'Rallye Automobile Monte-Carlo',
      country: 'Monaco',
      location: 'Gap',
      surfaceType: 'mixed',
    });
    expect(season.events[1]).toMatchObject({ name: 'Rally Sweden', surfaceType: 'snow' });
  });

  // Issue 30 item 11: generated descriptions are facts the screens word in each reader's language (decision 0207).
  it('describes each rally by the facts the data gives, never by English sentences', () => {
    expect(season.events[0]?.descriptionFacts).toEqual({
      calendarYear: 2026,
      round: 1,
      edition: 94,
      base: 'Gap',
      surface: 'tarmacSnowIce',
      stagesPlanned: 17,
      distanceKm: 339.15,
    });
    expect(season.events[1]?.descriptionFacts).toEqual({
      calendarYear: 2026,
      round: 2,
      edition: null,
      base: 'Umeå',
      surface: 'snowIce',
      stagesPlanned: 18,
      distanceKm: null,
    });
    // Croatia: base "Rijeka area (service park at Grobnik circuit)", no planned stages in the data.
    expect(season.events[3]?.descriptionFacts).toMatchObject({ round: 4, base: 'Rijeka', surface: 'tarmac', stagesPlanned: null });
    // Finland's 2026 base is not in the data: no base rather than the 2025 one.
    expect(season.events[9]?.descriptionFacts).toMatchObject({ round: 10, base: null, surface: 'gravel' });
  });

  it('has 9 completed events before today and 5 upcoming, none running', () => {
    const completed = season.events.filter((e) => e.status === 'completed');
    const upcoming = season.events.filter((e) => e.status === 'upcoming');
    expect(completed).toHaveLength(9);
    expect(upcoming).toHaveLength(5);
    for (const e of completed) {
      expect(e.endDate.getTime()).toBeLessThan(TODAY.getTime());
      expect(e.publishAt).not.toBeNull();
    }
    const twoDaysAfterToday = Date.UTC(2026, 10, 24);
    for (const e of upcoming) {
      expect(e.startDate.getTime()).toBeGreaterThanOrEqual(twoDaysAfterToday);
      expect(e.publishAt).toBeNull();
    }
    for (let i = 1; i < season.events.length; i += 1) {
      const previous = season.events[i - 1];
      expect(previous && previous.endDate < (season.events[i]?.startDate ?? 0)).toBe(true);
    }
  });

  it('gives every event stages in order, the last one the Power Stage', () => {
    for (const e of season.events) {
      const stages = season.stages.filter((s) => s.round === e.round);
      expect(stages.length).toBeGreaterThanOrEqual(16);
      expect(stages.map((s) => s.number)).toEqual(stages.map((_, i) => i + 1));
      expect(stages.filter((s) => s.isPowerStage).map((s) => s.number)).toEqual([stages.length]);
      expect(stages[0]?.startTime).toEqual(e.startDate);
      for (const s of stages) {
        expect(s.status).toBe(e.status);
        expect(s.startTime.getTime()).toBeLessThanOrEqual(e.endDate.getTime());
        if (e.status === 'upcoming') expect(s.startTime.getTime()).toBeGreaterThan(TODAY.getTime());
      }
    }
  });

  it('uses the real stage lists where the data has them', () => {
    const monteCarlo = season.stages.filter((s) => s.round === 1);
    expect(monteCarlo).toHaveLength(17);
    expect(monteCarlo[0]).toMatchObject({ name: 'Toudon > Saint-Antonin', length: 21.9 });
    const canarias = season.stages.filter((s) => s.round === 5);
    expect(canarias).toHaveLength(18);
    expect(sum(canarias.map((s) => s.length ?? 0))).toBeCloseTo(322.21, 2);
    const chile = season.stages.filter((s) => s.round === 12);
    expect(chile.map((s) => s.name).slice(0, 3)).toEqual(['Pulpería 1', 'Rere 1', 'San Rosendo 1']);
    expect(sum(chile.map((s) => s.length ?? 0))).toBeCloseTo(306.76, 2);
    const kenya = season.stages.filter((s) => s.round === 3);
    expect(kenya).toHaveLength(20);
    expect(kenya.at(-1)?.name).toBe("Hell's Gate 2");
  });

  // Issue 30 item 12: the names the data knows, by hand from wrc-seasons.json; generated names only elsewhere.
  it('names the stages from the 2025 edition where the data has them, the rest after the place', () => {
    const names = (round: number) => season.stages.filter((s) => s.round === round).map((s) => s.name);
    // Paraguay 2025: SS1–SS4 by name, "SS5-SS8: repeat of SS1-SS4 (afternoon)", SS16–SS19 by name.
    expect(names(11)).toEqual([
      'Cambyreta 1', 'Nueva Alborada 1', 'Yerbatera 1', 'Autódromo 1',
      'Cambyreta 2', 'Nueva Alborada 2', 'Yerbatera 2', 'Autódromo 2',
      'Paraguay 9', 'Paraguay 10', 'Paraguay 11', 'Paraguay 12', 'Paraguay 13', 'Paraguay 14', 'Paraguay 15',
      'Bella Vista 1', 'Misión Jesuítica Trinidad 1', 'Bella Vista 2', 'Misión Jesuítica Trinidad 2',
    ]);
    const paraguay = season.stages.filter((s) => s.round === 11);
    expect(paraguay.slice(4, 8).map((s) => s.length)).toEqual([18.7, 19.25, 30, 2.5]);
    // Finland 2025 lists only its Sunday (SS19, SS20 Ouninpohja); the 18 before are generated.
    expect(names(10)).toEqual([...Array.from({ length: 18 }, (_, i) => `Finland ${i + 1}`), 'Ouninpohja 1', 'Ouninpohja 2']);
    // The Power Stage the 2025 results name: "SS24 Fafe 2", "SS16 Porto San Paolo 2", "Lake Mikawako 2 (final stage)".
    expect(names(6).at(-1)).toBe('Fafe 2');
    expect(names(13).at(-1)).toBe('Porto San Paolo 2');
    expect(names(7).slice(14)).toEqual(['Nukata 1', 'Lake Mikawako 1', 'Okazaki SSS 1', 'Okazaki SSS 2', 'Japan 19', 'Lake Mikawako 2']);
    // "SS20 (Power Stage)" names no stage: Estonia has no stage list, so all its names are generated.
    expect(names(9).at(-1)).toBe('Estonia 20');
    // Croatia is new in 2026: nothing to borrow.
    expect(names(4)).toEqual(Array.from({ length: 18 }, (_, i) => `Rijeka ${i + 1}`));
    expect(names(14).slice(14)).toEqual(['Thabhan 1', 'Asfan', 'Thabhan 2']);
  });

  it('gives every completed event results for exactly its entry list', () => {
    for (const e of season.events) {
      const entered = season.entries
        .filter((x) => x.round === e.round)
        .map((x) => x.driverName)
        .sort();
      const results = resultsOf(e.round);
      if (e.status === 'upcoming') {
        expect(results).toHaveLength(0);
        continue;
      }
      expect(results.map((r) => r.driverName).sort()).toEqual(entered);
      const stageCount = season.stages.filter((s) => s.round === e.round).length;
      expect(sum(results.map((r) => r.stageWins))).toBe(stageCount);
      expect(
        results
          .filter((r) => r.powerStagePosition !== null)
          .map((r) => r.powerStagePosition)
          .sort(),
      ).toEqual([1, 2, 3, 4, 5]);
      const positions = results.flatMap((r) => (r.position === null ? [] : [r.position]));
      expect(new Set(positions).size).toBe(positions.length);
    }
  });

  it('keeps the real results of Monte-Carlo, Sweden and Kenya 2026', () => {
    const mc = resultsOf(1);
    expect(mc.find((r) => r.position === 1)).toMatchObject({
      driverName: 'Oliver Solberg',
      isReal: true,
      status: 'finished',
    });
    expect(mc.find((r) => r.driverName === 'Elfyn Evans')).toMatchObject({
      position: 2,
      time: '+51.8',
      powerStagePosition: 1,
    });
    expect(
      mc
        .filter((r) => r.status === 'retired')
        .map((r) => r.driverName)
        .sort(),
    ).toEqual(['Grégoire Munster', 'Jon Armstrong', 'Josh McErlean']);
    expect(resultsOf(2).find((r) => r.position === 1)).toMatchObject({
      driverName: 'Elfyn Evans',
      time: '2:35:53.1',
      isReal: true,
    });
    expect(resultsOf(2).find((r) => r.driverName === 'Thierry Neuville')?.powerStagePosition).toBe(1);
    expect(resultsOf(3).find((r) => r.position === 1)).toMatchObject({
      driverName: 'Takamoto Katsuta',
      isReal: true,
    });
    expect(
      resultsOf(3)
        .filter((r) => r.status === 'retired')
        .map((r) => r.driverName)
        .sort(),
    ).toEqual(['Elfyn Evans', 'Oliver Solberg', 'Sébastien Ogier']);
    for (let round = 4; round <= 9; round += 1) expect(resultsOf(round).every((r) => !r.isReal)).toBe(true);
  });

  it('records official points by the rules (fantasy points come from the engine when the seed publishes)', () => {
    const positionPoints = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];
    const powerStagePoints = [5, 4, 3, 2, 1];
    for (const r of season.results) {
      const fromPosition =
        r.status === 'finished' && r.position !== null ? (positionPoints[r.position - 1] ?? 0) : 0;
      const fromPowerStage =
        r.powerStagePosition === null ? 0 : (powerStagePoints[r.powerStagePosition - 1] ?? 0);
      expect(r.points).toBe(fromPosition + fromPowerStage);
      expect(r).not.toHaveProperty('fantasyPoints');
    }
  });

  it('has the real 2026 Rally1 line-up with teams and titles', () => {
    expect(season.teams.map((t) => [t.name, t.country])).toEqual([
      ['Toyota Gazoo Racing WRT', 'Finland'],
      ['Hyundai Shell Mobis WRT', 'Germany'],
      ['M-Sport Ford WRT', 'United Kingdom'],
    ]);
    const byName = new Map(season.drivers.map((d) => [d.name, d]));
    expect(byName.get('Sébastien Ogier')).toMatchObject({
      championships: 9,
      coDriverName: 'Vincent Landais',
      country: 'France',
      carNumber: 1,
    });
    expect(byName.get('Thierry Neuville')?.championships).toBe(1);
    expect(byName.get('Elfyn Evans')).toMatchObject({
      teamName: 'Toyota Gazoo Racing WRT',
      country: 'United Kingdom',
      carNumber: 33,
    });
    expect(byName.has('Lorenzo Bertelli')).toBe(false);
    const teamNames = new Set(season.teams.map((t) => t.name));
    for (const d of season.drivers) expect(teamNames.has(d.teamName)).toBe(true);
  });

  it('opens the market at whole 100k prices so a €10M team needs a mix', () => {
    for (const d of season.drivers) {
      expect(d.basePrice).toBeGreaterThanOrEqual(500_000);
      expect(d.basePrice).toBeLessThanOrEqual(5_000_000);
      expect(d.basePrice % 100_000).toBe(0);
    }
    const sorted = season.drivers.map((d) => d.basePrice).sort((a, b) => a - b);
    expect(sum(sorted.slice(0, 5))).toBeLessThanOrEqual(TEAM_BUDGET);
    expect(sum(sorted.slice(-5))).toBeGreaterThan(TEAM_BUDGET);
    expect(season.prices.map((p) => p.driverName).sort()).toEqual(season.drivers.map((d) => d.name).sort());
  });

  it("runs each rally's stages on its own clock: day stages from 07:00 local time", () => {
    for (const e of season.events) {
      const zone = eventTimeZone(e.country, e.location);
      const localHours = season.stages
        .filter((s) => s.round === e.round)
        .map((s) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(s.startTime)));
      expect(Math.min(...localHours), e.name).toBe(7);
      expect(Math.max(...localHours), e.name).toBeLessThanOrEqual(19);
    }
  });
});

describe('buildDemoSeason with a rally in progress (DEMO_LIVE, docs/decisions/0201)', () => {
  const live = buildDemoSeason(TODAY, { liveRally: true });
  const roundStages = (built: typeof season, round: number) => built.stages.filter((s) => s.round === round);

  it('makes round 10 the rally in progress: started one stage interval before the seed, a stage every interval', () => {
    const rally = live.events[9]!;
    expect(rally).toMatchObject({ round: 10, name: season.events[9]!.name, status: 'active', publishAt: null });
    expect(rally.startDate.getTime()).toBe(TODAY.getTime() - LIVE_STAGE_INTERVAL_MS);
    const stages = roundStages(live, 10);
    expect(stages.map((s) => s.startTime.getTime() - rally.startDate.getTime())).toEqual(stages.map((_, i) => i * LIVE_STAGE_INTERVAL_MS));
    // The same stages as the rally has without the flag: names, lengths, the Power Stage last.
    const shape = (s: (typeof stages)[number]) => [s.number, s.name, s.length, s.isPowerStage];
    expect(stages.map(shape)).toEqual(roundStages(season, 10).map(shape));
    expect(rally.endDate.getTime()).toBeGreaterThan(liveStageDueAt(rally.startDate, stages.length));
    expect(live.liveRally?.round).toBe(10);
    expect(live.liveRally?.stages).toHaveLength(stages.length);
    expect(season.liveRally).toBeNull();
  });

  it('lays out every other rally, entry list and result as without it', () => {
    expect(live.events.filter((e) => e.round !== 10)).toEqual(season.events.filter((e) => e.round !== 10));
    expect(live.stages.filter((s) => s.round !== 10)).toEqual(season.stages.filter((s) => s.round !== 10));
    expect(live.entries).toEqual(season.entries);
    // Round 10's result comes from its stages as they are published, not from the seed.
    expect(live.results).toEqual(season.results);
    expect(live.events.map((e) => e.status)).toEqual([...Array(9).fill('completed'), 'active', ...Array(4).fill('upcoming')]);
    expect(live.events[8]!.endDate.getTime()).toBeLessThan(live.events[9]!.startDate.getTime());
    expect(live.events[9]!.endDate.getTime()).toBeLessThan(live.events[10]!.startDate.getTime());
  });
});
