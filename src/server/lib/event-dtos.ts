import type { EventDto, StageDto } from '@shared/api/events';
import { eventTimeZone } from '@shared/game/event-time-zone';
import { isLanguage } from './preferred-language';
import type { events, stages } from '../db/schema/index';

/**
 * Event and stage rows as the API shows them. Shared by the public championship reads and the admin
 * console, which sends the same event with its counts beside it.
 */
export function toEventDto(e: typeof events.$inferSelect): EventDto {
  return {
    id: e.id,
    season: e.season,
    round: e.round,
    name: e.name,
    country: e.country,
    location: e.location,
    description: e.description,
    descriptionLanguage: isLanguage(e.descriptionLanguage) ? e.descriptionLanguage : null,
    descriptionFacts: e.descriptionFacts,
    imageUrl: e.imageUrl,
    startDate: e.startDate.toISOString(),
    endDate: e.endDate.toISOString(),
    status: e.status,
    surfaceType: e.surfaceType,
    timeZone: eventTimeZone(e.country, e.location),
  };
}

export function toStageDto(s: typeof stages.$inferSelect): StageDto {
  return {
    id: s.id,
    eventId: s.eventId,
    number: s.number,
    name: s.name,
    length: s.length,
    startTime: s.startTime ? s.startTime.toISOString() : null,
    status: s.status,
    isPowerStage: s.isPowerStage,
  };
}
