import { REACH_KINDS } from '@shared/game/reminders';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { deliveryFacts } from './delivery-facts.repo';
import { beginSending, claimDue, dropDelivery, markFailed, markSent, recoverExpired } from './deliveries.repo';
import { reachMail } from './reach-mail';

export interface ReachDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  /** The server's secret: it signs the unsubscribe links. */
  secret: string;
}

export interface TickOptions {
  /** Rows claimed per statement; a tick claims again until a claim comes back short. */
  batch?: number;
  /** How long a claim or a send holds its row before another instance may look at it again. */
  leaseMs?: number;
}

export interface TickOutcome {
  sent: number;
  failed: number;
  /** Claimed rows that were no longer due when their turn came (a moved start), or won by another instance. */
  skipped: number;
}

/**
 * One pass of the reminder and digest job (docs/decisions/0195): take over what a dead instance left, plan
 * and claim what is due now, and send each claimed row through the `claimed` → `sending` gate, one at a time,
 * so a kill -9 can leave at most the one message in flight in doubt (and that one is never sent twice).
 */
export async function runReachTick(deps: ReachDeps, options: TickOptions = {}): Promise<TickOutcome> {
  const batch = options.batch ?? 50;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const outcome: TickOutcome = { sent: 0, failed: 0, skipped: 0 };
  await sendAll(deps, await recoverExpired(deps.db, 'email', leaseMs), leaseMs, outcome);
  for (const kind of REACH_KINDS) {
    for (;;) {
      const ids = await claimDue(deps.db, kind, 'email', batch, leaseMs);
      await sendAll(deps, ids, leaseMs, outcome);
      if (ids.length < batch) break;
    }
  }
  return outcome;
}

async function sendAll(deps: ReachDeps, ids: number[], leaseMs: number, outcome: TickOutcome): Promise<void> {
  for (const id of ids) {
    if (!(await beginSending(deps.db, id, leaseMs))) {
      outcome.skipped += 1;
      continue;
    }
    const facts = await deliveryFacts(deps.db, id);
    if (!facts) {
      await dropDelivery(deps.db, id);
      outcome.skipped += 1;
      continue;
    }
    try {
      await deps.mailer.send(reachMail(facts, deps));
    } catch (err) {
      await markFailed(deps.db, id, err instanceof Error ? err.message : String(err));
      outcome.failed += 1;
      continue;
    }
    await markSent(deps.db, id, facts.kind === 'digest' ? facts.rank : null);
    outcome.sent += 1;
  }
}
