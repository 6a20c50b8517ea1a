import { HEAD_TO_HEAD_DRAW_POINTS, HEAD_TO_HEAD_WIN_POINTS } from '../constants/game';

/**
 * Head-to-head leagues (docs/game-rules.md §8.9): the draw, a pure function of recorded facts. The server
 * stores what it returns for every event whose lock has passed (league_fixtures) and computes the next
 * event's pairing with it before the lock; both call these functions, so the stored and the shown fixtures
 * can never disagree.
 */

/** One member's side of a fixture: his opponent, or null for a bye. `slot` is his place in the draw. */
export interface FixtureSide {
  userId: string;
  opponentId: string | null;
  slot: number;
}

/** The pairing of one event: the draw it belongs to (the event it started at), its round and the sides. */
export interface EventDraw {
  eventId: number;
  drawEventId: number;
  round: number;
  sides: FixtureSide[];
}

/** A draw in progress: its first event, the league's round just played and the members in their slots. */
export interface DrawState {
  drawEventId: number;
  round: number;
  /** Member ids by slot (slot 0 first). */
  members: string[];
}

/**
 * The circle method: slot 0 stays put and the others turn one place per round, so over `n − 1` rounds (n
 * even) every member meets every other once. An odd count gets an empty slot; whoever is paired with it has
 * the bye. Rounds past the last start the circle again.
 */
export function roundPairs(members: readonly string[], round: number): [string, string | null][] {
  const slots: (string | null)[] = members.length % 2 === 1 ? [...members, null] : [...members];
  const n = slots.length;
  if (n === 0) return [];
  const turning = slots.slice(1);
  const r = round % (n - 1);
  const order = [slots[0]!, ...turning.map((_, k) => turning[(k - r + turning.length) % turning.length]!)];
  const pairs: [string, string | null][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = order[i]!;
    const b = order[n - 1 - i]!;
    if (a === null) pairs.push([b!, null]);
    else pairs.push([a, b]);
  }
  return pairs;
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/**
 * The pairing of the next event: the draw in progress goes on while the members at the lock are the ones it
 * was drawn for; otherwise (the first event, a join, a leave) a new draw starts with the members at the lock,
 * in the order given (join time, then user id), at the league's next round. A league with no member at the lock has no fixtures.
 */
export function drawEvent(previous: DrawState | null, eventId: number, membersAtLock: readonly string[]): EventDraw | null {
  if (membersAtLock.length === 0) return null;
  const goesOn = previous !== null && sameMembers(previous.members, membersAtLock);
  const members = goesOn ? previous.members : [...membersAtLock];
  const drawEventId = goesOn ? previous.drawEventId : eventId;
  // The round counts the league's rounds, across draws: a new draw turns the circle on from there instead of
  // starting it again, so members who met in the last rounds do not meet again at once.
  const round = previous === null ? 0 : previous.round + 1;
  const slotOf = new Map(members.map((id, i) => [id, i]));
  const sides: FixtureSide[] = [];
  for (const [a, b] of roundPairs(members, round)) {
    sides.push({ userId: a, opponentId: b, slot: slotOf.get(a)! });
    if (b !== null) sides.push({ userId: b, opponentId: a, slot: slotOf.get(b)! });
  }
  sides.sort((x, y) => x.slot - y.slot);
  return { eventId, drawEventId, round, sides };
}

/** The state a stored event's pairing leaves for the next event. */
export function stateAfter(draw: EventDraw): DrawState {
  return {
    drawEventId: draw.drawEventId,
    round: draw.round,
    members: [...draw.sides].sort((a, b) => a.slot - b.slot).map((s) => s.userId),
  };
}

/** Draws events one after another, each from the state the previous one left. */
export function drawEvents(
  previous: DrawState | null,
  events: readonly { eventId: number; membersAtLock: readonly string[] }[],
): EventDraw[] {
  const out: EventDraw[] = [];
  let state = previous;
  for (const e of events) {
    const draw = drawEvent(state, e.eventId, e.membersAtLock);
    if (!draw) continue;
    out.push(draw);
    state = stateAfter(draw);
  }
  return out;
}

/** League points of one side of a scored fixture: 3 for the higher event score, 1 each for equal ones. */
export function fixturePoints(mine: number, theirs: number): number {
  if (mine > theirs) return HEAD_TO_HEAD_WIN_POINTS;
  if (mine === theirs) return HEAD_TO_HEAD_DRAW_POINTS;
  return 0;
}

/** One fixture of an event: the side with the lower slot first, and the other side or null for a bye. */
export interface Pairing {
  home: string;
  away: string | null;
}

/** An event's sides as fixtures, each once (from the side with the lower slot), in slot order. */
export function pairingsOf(sides: readonly FixtureSide[]): Pairing[] {
  const slotOf = new Map(sides.map((s) => [s.userId, s.slot]));
  return [...sides]
    .sort((a, b) => a.slot - b.slot)
    .filter((s) => s.opponentId === null || (slotOf.get(s.opponentId) ?? Infinity) > s.slot)
    .map((s) => ({ home: s.userId, away: s.opponentId }));
}
