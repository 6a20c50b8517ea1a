import { COMMON_MESSAGES } from '@shared/messages';
import type { EventDto, EventResultDto, StageDto } from '@shared/api/events';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { toEventDto, toStageDto } from '../../lib/event-dtos';
import { findEvent, listEvents, listResults, listStages, type EventRow } from './events.repo';

export const EVENT_NOT_FOUND = COMMON_MESSAGES.eventNotFound;

export async function getAllEvents(db: Db): Promise<EventDto[]> {
  return (await listEvents(db)).map(toEventDto);
}

export async function requireEvent(db: Db, id: number): Promise<EventRow> {
  const event = await findEvent(db, id);
  if (!event) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  return event;
}

export async function getEvent(db: Db, id: number): Promise<EventDto> {
  return toEventDto(await requireEvent(db, id));
}

/** An unknown event is a 404, not an empty list: the client must tell "no stages yet" from "no event". */
export async function getEventStages(db: Db, id: number): Promise<StageDto[]> {
  await requireEvent(db, id);
  return (await listStages(db, id)).map(toStageDto);
}

export async function getEventResults(db: Db, id: number): Promise<EventResultDto[]> {
  await requireEvent(db, id);
  return (await listResults(db, id)).map((r) => ({
    position: r.position,
    status: r.status,
    driver: { id: r.driverId, name: r.driverName, teamId: r.teamId, team: r.teamName },
    time: r.time,
    points: r.points,
    fantasyPoints: r.fantasyPoints,
  }));
}
