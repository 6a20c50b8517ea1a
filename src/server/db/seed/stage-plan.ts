import type { Rng } from './prng';
import type { WrcEvent, WrcStageItem } from './wrc-data';

// Which stages an event has, named and measured. Sources in order of preference:
// 1. the event's own stage list in the data (Monte-Carlo 2026, Canarias 2026);
// 2. the stage list of the same rally's 2025 edition (complete for Chile, partial for others), with the
//    afternoon repeats it announces ("SS5-SS8: repeat of SS1-SS4") and the Power Stage its results name
//    ("SS24 Fafe 2", "Lake Mikawako 2 (final stage)"); the slots still missing are generated;
// 3. a generated list named after the base (or the country) and numbered.
// Lengths missing from the data are generated so the total matches the planned distance when known.

export interface PlannedStage {
  name: string;
  km: number | null;
  /** 0 = Thursday … 3 = Sunday when the data says which day; null lets the schedule decide. */
  day: number | null;
  /** True when the name comes from the data rather than being generated. */
  fromData: boolean;
}

export type StageSource = 'event' | 'previous-edition' | 'generated';

export interface StagePlan {
  stages: PlannedStage[];
  source: StageSource;
}

/** Stage count when neither edition gives one; a typical modern WRC itinerary. */
const DEFAULT_STAGE_COUNT = 18;
/** Competitive distance when the data has none: modern WRC rounds run roughly 300–350 km of stages. */
const DEFAULT_DISTANCE_KM = 300;
const DAYS: Record<string, number> = { Thu: 0, Fri: 1, Sat: 2, Sun: 3 };

const isSuperSpecial = (name: string): boolean => /super special/i.test(name);
const endsWithPass = (name: string): boolean => /\s\d+$/.test(name);
const withPass = (name: string, pass: number): string => (endsWithPass(name) ? name : `${name} ${pass}`);

/** "Gap (service park); start/finish …" → "Gap", "Rijeka area (…)" → "Rijeka": a short place for names. */
export function shortPlace(base: string | null, country: string): string {
  if (base === null) return country;
  const head =
    base
      .split(/[(;,]/)[0]
      ?.trim()
      .replace(/\s+area$/i, '') ?? '';
  return head.length > 0 ? head : country;
}

/**
 * Canarias 2026 lists each stage once with its day. Rallies run a day's loop twice, so every regular stage
 * gets two passes and a super special runs once; this gives exactly the 18 SS the data announces.
 */
function expandDayItinerary(list: readonly WrcStageItem[]): PlannedStage[] {
  const result: PlannedStage[] = [];
  for (const [label, day] of Object.entries(DAYS)) {
    const items = list.filter((s) => s.day === label);
    const regular = items.filter((s) => !isSuperSpecial(s.name));
    const special = items.filter((s) => isSuperSpecial(s.name));
    // Thursday's opener is the super special; later super specials close their day.
    if (day === 0) result.push(...items.map((s) => ({ name: s.name, km: s.km, day, fromData: true })));
    else {
      for (const pass of [1, 2]) {
        result.push(...regular.map((s) => ({ name: withPass(s.name, pass), km: s.km, day, fromData: true })));
      }
      result.push(...special.map((s) => ({ name: s.name, km: s.km, day, fromData: true })));
    }
  }
  return result;
}

/** "SS17" → [17], "SS1/SS8" → [1, 8]; ranges and free text ("SS5-SS8 repeat …") are not usable slots. */
function slotNumbers(ss: string | undefined): number[] {
  const match = /^SS(\d+)(?:\/SS(\d+))?$/.exec(ss ?? '');
  if (!match) return [];
  return [match[1], match[2]].filter((n): n is string => n !== undefined).map(Number);
}

/** Names the data itself marks as unknown are not stage names. */
const usableName = (name: string): boolean => !/not confirmed|repeat of/i.test(name);

/** "Cambyreta 1" → "Cambyreta 2": the next pass of a stage; a name without a pass gets its second. */
function nextPass(name: string): string {
  const match = /^(.*\s)(\d+)$/.exec(name);
  return match ? `${match[1]}${Number(match[2]) + 1}` : withPass(name, 2);
}

/**
 * "SS5-SS8" with "repeat of SS1-SS4 (afternoon)": the loop run again, so slots 5–8 are the next passes of
 * 1–4, with their lengths. Only a repeat whose two ranges have the same size is used.
 */
function placeRepeats(list: readonly WrcStageItem[], slots: (PlannedStage | undefined)[], shift: number): void {
  for (const item of list) {
    const target = /^SS(\d+)-SS(\d+)$/.exec(item.ss ?? '');
    const source = /^repeat of SS(\d+)-SS(\d+)/i.exec(item.name);
    if (!target || !source) continue;
    const [from, to, sourceFrom, sourceTo] = [target[1], target[2], source[1], source[2]].map(Number) as [number, number, number, number];
    if (to - from !== sourceTo - sourceFrom || to < from) continue;
    for (let i = 0; i <= to - from; i += 1) {
      const original = slots[sourceFrom + i + shift - 1];
      const slot = from + i + shift;
      if (!original || slot < 1 || slot > slots.length || slots[slot - 1]) continue;
      slots[slot - 1] = { ...original, name: nextPass(original.name) };
    }
  }
}

/**
 * The Power Stage the edition's results name, in its numbered slot or, for "(final stage)", the last one.
 * A label with no name ("SS18 (Wolf Power Stage)") names nothing; a stage already placed from the list wins.
 */
function placePowerStage(stage: string | undefined, slots: (PlannedStage | undefined)[], shift: number): void {
  const match = /^(?:SS(\d+)\s+)?([^(]*?)\s*(?:\(([^)]*)\))?$/.exec(stage?.trim() ?? '');
  const name = match?.[2]?.trim();
  if (!match || !name || !usableName(name)) return;
  const note = match[3] ?? '';
  const slot = match[1] !== undefined ? Number(match[1]) + shift : /final stage/i.test(note) ? slots.length : null;
  if (slot === null || slot < 1 || slot > slots.length || slots[slot - 1]) return;
  const km = /^(\d+(?:\.\d+)?) km$/.exec(note.trim());
  slots[slot - 1] = { name, km: km ? Number(km[1]) : null, day: null, fromData: true };
}

function placeNumberedItems(
  list: readonly WrcStageItem[],
  count: number,
  shift: number,
): (PlannedStage | undefined)[] {
  const slots: (PlannedStage | undefined)[] = Array.from({ length: count }, () => undefined);
  for (const item of list) {
    if (!usableName(item.name)) continue;
    const numbers = slotNumbers(item.ss);
    numbers.forEach((n, i) => {
      const slot = n + shift;
      if (slot < 1 || slot > count) return;
      const name = numbers.length > 1 ? withPass(item.name, i + 1) : item.name;
      slots[slot - 1] = { name, km: item.km, day: null, fromData: true };
    });
  }
  return slots;
}

function fillGenerated(slots: readonly (PlannedStage | undefined)[], place: string): PlannedStage[] {
  return slots.map((s, i) => s ?? { name: `${place} ${i + 1}`, km: null, day: null, fromData: false });
}

/** Generated lengths: the remaining distance spread with some variety, else 8–23 km each. */
function fillLengths(stages: PlannedStage[], targetKm: number | null, rng: Rng): PlannedStage[] {
  const missing = stages.filter((s) => s.km === null).length;
  if (missing === 0) return stages;
  const known = stages.reduce((sum, s) => sum + (s.km ?? 0), 0);
  const remaining = targetKm === null ? null : targetKm - known;
  const weights = stages.map(() => 0.6 + rng() * 0.8);
  const weightSum = stages.reduce((sum, s, i) => sum + (s.km === null ? (weights[i] ?? 1) : 0), 0);
  let left = remaining ?? 0;
  let leftToFill = missing;
  return stages.map((s, i) => {
    if (s.km !== null) return s;
    leftToFill -= 1;
    if (remaining === null || remaining < missing * 2) {
      return { ...s, km: Math.round((8 + (weights[i] ?? 1) * 15) * 100) / 100 };
    }
    // The last generated stage takes the rounding remainder so the total is exact.
    const km =
      leftToFill === 0 ? left : Math.round(((remaining * (weights[i] ?? 1)) / weightSum) * 100) / 100;
    left -= km;
    return { ...s, km: Math.round(km * 100) / 100 };
  });
}

export function planStages(
  event: WrcEvent,
  previousEdition: WrcEvent | undefined,
  rng: Rng,
  previousPowerStage?: string,
): StagePlan {
  const place = shortPlace(event.base, event.country.split(' / ')[0] ?? event.country);
  const own = event.stages?.list;
  if (own && own.length > 0) {
    const stages = own.some((s) => s.day !== undefined)
      ? expandDayItinerary(own)
      : own.map((s) => ({ name: s.name, km: s.km, day: null, fromData: true }));
    return { stages: fillLengths(stages, event.stage_distance_km_planned ?? null, rng), source: 'event' };
  }

  const previousList = previousEdition?.stages?.list ?? [];
  const previousCount = previousEdition?.stages_planned ?? null;
  const highestKnown = Math.max(0, ...previousList.flatMap((s) => slotNumbers(s.ss)));
  const lastIsPowerStage = previousList.some(
    (s) => s.power_stage === true && slotNumbers(s.ss).includes(highestKnown),
  );
  const planned = event.stages_planned ?? previousCount ?? DEFAULT_STAGE_COUNT;
  // Known stages from the end of the 2025 rally keep their distance to the finish when the count changed
  // (Kenya: 21 SS in 2025, 20 in 2026).
  const shift = previousCount === null ? 0 : planned - previousCount;
  // Keep room for a Power Stage after the known stages when the list stops before it (Japan 2025).
  const count = Math.max(planned, highestKnown + shift + (lastIsPowerStage || highestKnown === 0 ? 0 : 2));
  const slots = placeNumberedItems(previousList, count, shift);
  placeRepeats(previousList, slots, shift);
  placePowerStage(previousPowerStage, slots, shift);
  const usedPrevious = slots.some((s) => s !== undefined);
  const targetKm =
    event.stage_distance_km_planned ??
    (usedPrevious ? previousEdition?.stage_distance_km_planned : undefined) ??
    DEFAULT_DISTANCE_KM;
  return {
    stages: fillLengths(fillGenerated(slots, place), targetKm, rng),
    source: usedPrevious ? 'previous-edition' : 'generated',
  };
}
