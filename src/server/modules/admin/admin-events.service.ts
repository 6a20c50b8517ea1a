import {
  ADMIN_EVENT_MESSAGES as M,
  type AdminEntry,
  type AdminEvent,
  type AdminEventDetail,
  type AdminStage,
  type EventBodyParsed,
} from '@shared/api/admin-events';
import type { Language } from '@shared/constants/enums';
import { planStartMove } from '@shared/game/event-start';
import { fillTemplate, NOTIFICATION_TEXTS } from '@shared/notification-texts';
import type { Db, Tx } from '../../db/client';
import { databaseNow } from '../../db/clock.repo';
import { notify } from '../notifications/index';
import { AppError } from '../../http/app-error';
import { toEventDto, toStageDto } from '../../lib/event-dtos';
import {
  deleteStage,
  driversWithResults,
  existingDriverIds,
  findEventWithCounts,
  findStage,
  insertEvent,
  insertStage,
  isUniqueViolation,
  listEntries,
  listEventsWithCounts,
  listStages,
  lockEvent,
  replaceEntries,
  roundTaken,
  shiftStageTimes,
  updateEvent,
  updateStage,
  type EventWithCounts,
  type NewEventRow,
} from './admin-events.repo';

type Conn = Db | Tx;

export interface StageInput {
  number: number;
  name: string;
  length: number | null;
  startTime: string | null;
  isPowerStage: boolean;
}

function toAdminEventDto(e: EventWithCounts): AdminEvent {
  return { ...toEventDto(e), stageCount: e.stageCount, entryCount: e.entryCount, resultCount: e.resultCount };
}

const notFound = () => new AppError('NOT_FOUND', M.eventNotFound);

/** The language an admin writes in when the body does not say: resolved only when a description needs it. */
export type WriterLanguage = () => Promise<Language>;

/**
 * The description columns a body sets (docs/decisions/0207): none when it leaves the description out (a
 * generated one stays generated); text the admin wrote, with its language, replaces whatever was there.
 */
async function descriptionValues(
  body: EventBodyParsed,
  writerLanguage: WriterLanguage,
): Promise<Pick<NewEventRow, 'description' | 'descriptionLanguage' | 'descriptionFacts'>> {
  if (body.description === undefined) return {};
  if (body.description === null) return { description: null, descriptionLanguage: null, descriptionFacts: null };
  return {
    description: body.description,
    descriptionLanguage: body.descriptionLanguage ?? (await writerLanguage()),
    descriptionFacts: null,
  };
}

async function eventValues(body: EventBodyParsed, writerLanguage: WriterLanguage) {
  return {
    season: body.season,
    round: body.round,
    name: body.name,
    country: body.country,
    location: body.location,
    ...(await descriptionValues(body, writerLanguage)),
    imageUrl: body.imageUrl,
    startDate: new Date(body.startDate),
    endDate: new Date(body.endDate),
    surfaceType: body.surfaceType,
  };
}

export async function listAdminEvents(db: Db): Promise<AdminEvent[]> {
  return (await listEventsWithCounts(db)).map(toAdminEventDto);
}

async function readEvent(db: Conn, id: number): Promise<AdminEvent> {
  const event = await findEventWithCounts(db, id);
  if (!event) throw notFound();
  return toAdminEventDto(event);
}

async function readEntries(db: Conn, eventId: number): Promise<AdminEntry[]> {
  return listEntries(db, eventId);
}

export async function getAdminEvent(db: Db, id: number): Promise<AdminEventDetail> {
  const event = await readEvent(db, id);
  const [stageRows, entries] = await Promise.all([listStages(db, id), readEntries(db, id)]);
  return { event, stages: stageRows.map(toStageDto), entries };
}

/**
 * Creates an event. The status is not the admin's to set: it follows the dates and the publish job
 * (docs/game-rules.md §2.1), so a new event starts `upcoming`. Season + round is unique; the index decides a race.
 */
export async function createEvent(db: Db, body: EventBodyParsed, writerLanguage: WriterLanguage): Promise<AdminEvent> {
  if (await roundTaken(db, body.season, body.round, null)) throw new AppError('CONFLICT', M.roundTaken);
  const values = await eventValues(body, writerLanguage);
  try {
    const row = await insertEvent(db, values);
    return readEvent(db, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.roundTaken);
    throw error;
  }
}

/**
 * Edits an event. A start moved away from the first timed stage is refused unless the stages move with it
 * (docs/game-rules.md §2.6, decision 0204); every check runs before the first write, under the event's lock.
 */
export async function editEvent(db: Db, id: number, body: EventBodyParsed, writerLanguage: WriterLanguage): Promise<AdminEvent> {
  const values = await eventValues(body, writerLanguage);
  try {
    return await db.transaction(async (tx) => {
      const event = await lockEvent(tx, id);
      if (!event) throw notFound();
      if (await roundTaken(tx, body.season, body.round, id)) throw new AppError('CONFLICT', M.roundTaken);
      const move = planStartMove({
        currentStart: event.startDate.getTime(),
        newStart: Date.parse(body.startDate),
        stageStarts: (await listStages(tx, id)).map((s) => s.startTime?.getTime() ?? null),
        shiftStages: body.shiftStages ?? false,
      });
      if (move.kind === 'refused') {
        throw new AppError('CONFLICT', M.startApartFromFirstStage, { firstStageStart: new Date(move.firstStageStart).toISOString() });
      }
      if (move.kind === 'shift') await shiftStageTimes(tx, id, move.byMs);
      await updateEvent(tx, id, values);
      return readEvent(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.roundTaken);
    throw error;
  }
}

/** Stage number unique within the event and at most one power stage; checked under the event's row lock. */
async function checkStage(tx: Tx, eventId: number, input: StageInput, exceptStageId: number | null): Promise<void> {
  const others = (await listStages(tx, eventId)).filter((s) => s.id !== exceptStageId);
  if (others.some((s) => s.number === input.number)) throw new AppError('CONFLICT', M.stageNumberTaken);
  if (input.isPowerStage && others.some((s) => s.isPowerStage)) throw new AppError('CONFLICT', M.powerStageTaken);
}

function stageValues(input: StageInput) {
  return {
    number: input.number,
    name: input.name,
    length: input.length,
    startTime: input.startTime ? new Date(input.startTime) : null,
    isPowerStage: input.isPowerStage,
  };
}

export async function addStage(db: Db, eventId: number, input: StageInput): Promise<AdminStage> {
  return db.transaction(async (tx) => {
    if (!(await lockEvent(tx, eventId))) throw notFound();
    await checkStage(tx, eventId, input, null);
    return toStageDto(await insertStage(tx, { eventId, ...stageValues(input) }));
  });
}

export async function editStage(db: Db, eventId: number, stageId: number, input: StageInput): Promise<AdminStage> {
  return db.transaction(async (tx) => {
    if (!(await lockEvent(tx, eventId))) throw notFound();
    if (!(await findStage(tx, eventId, stageId))) throw new AppError('NOT_FOUND', M.stageNotFound);
    await checkStage(tx, eventId, input, stageId);
    return toStageDto(await updateStage(tx, stageId, stageValues(input)));
  });
}

export async function removeStage(db: Db, eventId: number, stageId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockEvent(tx, eventId))) throw notFound();
    if (!(await findStage(tx, eventId, stageId))) throw new AppError('NOT_FOUND', M.stageNotFound);
    await deleteStage(tx, stageId);
  });
}

/**
 * Sets the entry list (who starts, with which car number). Every driver must exist, and a driver with a
 * published result stays entered (docs/game-rules.md §4.8: a driver absent from the entry list scores 0, so removing
 * him would silently change scored facts).
 */
export async function setEntries(
  db: Db,
  eventId: number,
  entries: { driverId: number; carNumber: number | null }[],
): Promise<AdminEntry[]> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound();
    const ids = entries.map((e) => e.driverId);
    const known = await existingDriverIds(tx, ids);
    const unknownAt = ids.findIndex((id) => !known.has(id));
    if (unknownAt >= 0) {
      throw new AppError('BAD_REQUEST', `entries.${unknownAt}.driverId: ${M.driverUnknown}`);
    }
    const keep = new Set(ids);
    const leaving = (await driversWithResults(tx, eventId)).find((r) => !keep.has(r.driverId));
    if (leaving) throw new AppError('CONFLICT', `${M.entryHasResult} (${leaving.driverName})`);
    const before = await readEntries(tx, eventId);
    await replaceEntries(tx, eventId, entries);
    const removed = before.filter((e) => !keep.has(e.driverId));
    if (removed.length > 0 && event.startDate > (await databaseNow(tx))) {
      await notifyRemovedEntries(tx, event.name, removed);
    }
    return readEntries(tx, eventId);
  });
}

/**
 * Tells the owners of each driver taken off the entry list of a rally still to start (docs/decisions/0191):
 * he would score 0 there, and they can still sell him. One broadcast per removed driver (an entry list holds a
 * few dozen at most), so each notice names its driver; owners are judged in SQL at the send.
 */
async function notifyRemovedEntries(tx: Tx, eventName: string, removed: AdminEntry[]): Promise<void> {
  for (const entry of removed) {
    const values = { driver: entry.driverName, event: eventName };
    await notify(
      tx,
      { kind: 'owners', driverIds: [entry.driverId] },
      {
        type: 'entry_removed',
        title: fillTemplate(NOTIFICATION_TEXTS.entry_removed.title, values),
        body: fillTemplate(NOTIFICATION_TEXTS.entry_removed.body, values),
        link: '/team',
        dedupeKey: null,
      },
    );
  }
}
