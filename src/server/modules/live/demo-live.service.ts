import type { ResultRow } from '@shared/api/admin-results';
import type { StageResultRow } from '@shared/api/live';
import type { Db } from '../../db/client';
import { officialFacts } from '../../db/seed/result-facts';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { findEvent, getEventResults, publishEvent, saveDraft } from '../admin-results/index';
import { lockDemoFinal, readDemoLivePlan } from './demo-live.repo';
import { listStages } from './live.repo';
import { saveStage } from './live.service';

export interface DemoLivePass {
  /** Numbers of the stages this pass published. */
  published: number[];
  /** Whether this pass queued the final publish. */
  finalQueued: boolean;
}

/**
 * One pass of the demo's rally in progress (docs/decisions/0201): every stage due by the game clock and not
 * yet published goes out through the save the admin's Live page makes (so the stream, provisional points and
 * kept answers follow as they do for an admin); once every stage is in, the result draft that save filled is
 * completed as an admin would and published. Safe to repeat and to run on several instances at once: a
 * published stage is skipped, a stage another instance saved meanwhile is a lost race (409) and skipped, and
 * the final publish is decided under a lock, once per event. `over` when there is no rally left to run here.
 */
export async function demoLivePassOrOver(db: Db, clock: Clock): Promise<DemoLivePass | 'over'> {
  const plan = await readDemoLivePlan(db);
  const event = plan && (await findEvent(db, plan.eventId));
  // No demo rally here, or one an admin deleted, or one that is over.
  if (!plan || !event || event.resultsPublishedAt !== null) return 'over';
  const due = Math.floor((clock.nowMs() - event.startDate.getTime()) / plan.intervalMs);
  const stages = await listStages(db, plan.eventId);
  const byId = new Map(stages.map((s) => [s.id, s]));
  const published: number[] = [];
  for (const planned of plan.stages) {
    const stage = byId.get(planned.stageId);
    if (planned.number > due || !stage || stage.publishedAt !== null) continue;
    if (await saveUnlessTaken(db, plan.eventId, stage.id, stage.revision, planned.results)) published.push(planned.number);
  }
  // Read again only after this pass saved: most passes find no stage due, and their first read still holds.
  const current = published.length > 0 ? await listStages(db, plan.eventId) : stages;
  const allIn = current.every((s) => s.publishedAt !== null);
  return { published, finalQueued: allIn && (await publishFinal(db, plan.eventId)) };
}

/** One pass (demoLivePassOrOver), where a rally that is over, or none, is a pass that did nothing. */
export async function runDemoLivePass(db: Db, clock: Clock): Promise<DemoLivePass> {
  const pass = await demoLivePassOrOver(db, clock);
  return pass === 'over' ? { published: [], finalQueued: false } : pass;
}

async function saveUnlessTaken(db: Db, eventId: number, stageId: number, revision: number, results: StageResultRow[]): Promise<boolean> {
  try {
    await saveStage(db, eventId, stageId, { revision, results });
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT') return false;
    throw err;
  }
}

async function publishFinal(db: Db, eventId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockDemoFinal(tx);
    const txDb = tx as unknown as Db;
    const results = await getEventResults(txDb, eventId);
    // Once per event, whoever queued it: this instance before a restart, another one, or an admin.
    if (results.publish.lastJob !== null || results.draft === null) return false;
    await saveDraft(txDb, eventId, completeDraft(results.draft));
    await publishEvent(txDb, eventId, null);
    return true;
  });
}

/** The admin's part of the draft the last stage filled (game-rules §15.6): championship points and classes. */
function completeDraft(draft: readonly ResultRow[]): ResultRow[] {
  return officialFacts(draft).map(({ points, ...row }) => ({ ...row, championshipPoints: points }));
}
