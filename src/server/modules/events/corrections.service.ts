import type { CorrectionDto } from '@shared/api/corrections';
import type { Db } from '../../db/client';
import { listCorrections, ofEvent } from './corrections.repo';
import { requireEvent } from './events.service';

type Row = Awaited<ReturnType<typeof listCorrections>>[number];

function toDto(r: Row): CorrectionDto {
  return {
    id: r.id,
    event: { id: r.eventId, name: r.eventName, season: r.season, round: r.round },
    correctedAt: r.correctedAt.toISOString(),
    changes: r.changes,
    managersUp: r.managersUp,
    managersDown: r.managersDown,
  };
}

/** The public corrections log (docs/decisions/0192): every correction of published results, newest first. */
export async function getCorrections(db: Db): Promise<CorrectionDto[]> {
  return (await listCorrections(db)).map(toDto);
}

export async function getEventCorrections(db: Db, eventId: number): Promise<CorrectionDto[]> {
  await requireEvent(db, eventId);
  return (await listCorrections(db, ofEvent(eventId))).map(toDto);
}
