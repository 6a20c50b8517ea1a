import type { Db, Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { awardActionAchievements } from '../../lib/action-achievements.repo';
import {
  PODIUM_POSITIONS,
  PREDICTION_MESSAGES,
  type CrowdPicks,
  type PodiumPlace,
  type Prediction,
  type PredictionView,
  type SavePredictionBody,
} from '@shared/api/predictions';
import { checkPodiumPicks } from '@shared/game/podium-picks';
import { predictionAccuracy, predictionHit, type PredictionHit } from '@shared/game/prediction-points';
import {
  countCrowdPicks,
  countPickable,
  findEventClock,
  findPrediction,
  isPredictionsClosedError,
  listPickableDrivers,
  listPicks,
  listPodium,
  predictionRecord,
  replacePicks,
  upsertPrediction,
  type PredictionRow,
} from './predictions.repo';

type Conn = Db | Tx;

function place(r: { position: number | null; id: number; name: string; teamName: string | null }): PodiumPlace {
  return { position: r.position ?? 0, driver: { id: r.id, name: r.name, teamName: r.teamName } };
}

async function toPredictionDto(db: Conn, row: PredictionRow): Promise<Prediction> {
  const picks = await listPicks(db, row.id);
  return {
    id: row.id,
    eventId: row.eventId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isProcessed: row.isProcessed,
    points: row.points,
    picks: picks.map(place),
  };
}

/** Driver ids by podium place (index 0 = 1st), null where the list has nobody in that place. */
const idsByPlace = (places: PodiumPlace[]) => PODIUM_POSITIONS.map((n) => places.find((p) => p.position === n)?.driver.id ?? null);

/** The kind of hit of a scored prediction (docs/game-rules.md §6.2), judged against the real podium. */
function hitOf(prediction: Prediction | null, podium: PodiumPlace[] | null): PredictionHit | null {
  if (!prediction?.isProcessed || !podium) return null;
  const [first, second, third] = idsByPlace(prediction.picks);
  return predictionHit([first ?? 0, second ?? 0, third ?? 0], idsByPlace(podium));
}

/**
 * Everything the prediction screens need about one event for the signed-in user: the lock verdict of the
 * database clock, the drivers to pick from, the user's own prediction (found by the session user, never by
 * an id from the client), and once results are published the real podium.
 */
export async function getPredictionView(db: Db, userId: string, eventId: number): Promise<PredictionView> {
  const event = await findEventClock(db, eventId);
  if (!event) throw new AppError('NOT_FOUND', PREDICTION_MESSAGES.eventNotFound);
  const [drivers, row, podium, record] = await Promise.all([
    listPickableDrivers(db, eventId),
    findPrediction(db, userId, eventId),
    event.resultsPublished ? listPodium(db, eventId) : Promise.resolve(null),
    predictionRecord(db, userId),
  ]);
  const prediction = row ? await toPredictionDto(db, row) : null;
  const places = podium ? podium.map(place) : null;
  return {
    eventId,
    startDate: event.startDate.toISOString(),
    open: event.open,
    serverTime: new Date(event.serverMs).toISOString(),
    drivers,
    prediction,
    podium: places,
    hit: hitOf(prediction, places),
    record: { ...record, accuracy: predictionAccuracy(record.correct, record.scored) },
  };
}

/**
 * Creates or replaces the user's podium for the event (docs/game-rules.md §6.1). The checks run in the
 * order of §6.1; a refusal throws before the first write, so nothing changes.
 *
 * The lock is the database's: inside the transaction the event row is read with
 * `start_date > clock_timestamp()`, and the deferred constraint trigger of migration 0003 repeats the check
 * at COMMIT, so a save whose transaction began before the start but would commit after it is refused too
 * (docs/decisions/0070-podium-predictions.md). Neither the client's clock nor the Node process's is ever consulted.
 */
export async function savePrediction(
  db: Db,
  userId: string,
  eventId: number,
  body: SavePredictionBody,
): Promise<{ prediction: Prediction; created: boolean }> {
  const check = checkPodiumPicks(body.first, body.second, body.third);
  if (!check.ok) throw new AppError('BAD_REQUEST', check.message);
  const picks = check.picks;
  try {
    return await db.transaction(async (tx) => {
      const event = await findEventClock(tx, eventId);
      if (!event) throw new AppError('NOT_FOUND', PREDICTION_MESSAGES.eventNotFound);
      if (!event.open) throw new AppError('CONFLICT', PREDICTION_MESSAGES.closed);
      if ((await countPickable(tx, eventId, picks)) !== picks.length) {
        throw new AppError('BAD_REQUEST', PREDICTION_MESSAGES.driverNotEntered);
      }
      const { row, created } = await upsertPrediction(tx, userId, eventId);
      await replacePicks(tx, row.id, picks);
      await awardActionAchievements(tx, [userId]);
      return { prediction: await toPredictionDto(tx, row), created };
    });
  } catch (error) {
    // The trigger's verdict at COMMIT (or on the insert itself): the start passed while the save ran.
    if (isPredictionsClosedError(error)) throw new AppError('CONFLICT', PREDICTION_MESSAGES.closed);
    throw error;
  }
}

/**
 * Share of managers per driver for each podium place. Only after the lock: before it, the crowd's picks
 * would let a late player copy the favourites (docs/decisions/0070-podium-predictions.md).
 */
export async function getCrowdPicks(db: Db, eventId: number): Promise<CrowdPicks> {
  const event = await findEventClock(db, eventId);
  if (!event) throw new AppError('NOT_FOUND', PREDICTION_MESSAGES.eventNotFound);
  if (event.open) throw new AppError('FORBIDDEN', PREDICTION_MESSAGES.crowdHidden);
  const { total, picks } = await countCrowdPicks(db, eventId);
  return {
    eventId,
    total,
    places: [1, 2, 3].map((position) => ({
      position,
      picks: picks
        .filter((p) => p.position === position)
        .map((p) => ({ id: p.id, name: p.name, teamName: p.teamName, count: p.count })),
    })),
  };
}
