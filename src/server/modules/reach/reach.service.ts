import type https from 'node:https';
import { REACH_KINDS, type ReachKind } from '@shared/game/reminders';
import type { VapidKeys } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { deliveryFacts } from './delivery-facts.repo';
import { beginSending, claimPlanned, dropDelivery, markFailed, markSent, planDue, recoverExpired, type ReachChannel } from './deliveries.repo';
import { pushToPlayer } from './push-sender';
import { reachMail } from './reach-mail';

export interface ReachDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  /** The server's secret: it signs the unsubscribe links. */
  secret: string;
  /** Web Push keys; null: push is off and only e-mail goes out. */
  vapid?: VapidKeys | null;
  /** Tests only: an agent that trusts the local push service's certificate. */
  pushAgent?: https.Agent;
}

/** Push carries the last-minute reminder and the results; the 24 h one is an e-mail only (docs/game-rules.md §17.3). */
const KINDS: Record<ReachChannel, readonly ReachKind[]> = { email: REACH_KINDS, push: ['lock_1h', 'digest'] };

export interface TickOptions {
  /** Planned rows claimed at a time; a tick claims again until a claim comes back short. */
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
 * everything due now (set-based), claim planned rows batch by batch, and send each claimed row through the `claimed` → `sending` gate, one at a time,
 * so a kill -9 can leave at most the one message in flight in doubt (and that one is never sent twice).
 */
export async function runReachTick(deps: ReachDeps, options: TickOptions = {}): Promise<TickOutcome> {
  const batch = options.batch ?? 50;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const outcome: TickOutcome = { sent: 0, failed: 0, skipped: 0 };
  const channels: ReachChannel[] = deps.vapid ? ['email', 'push'] : ['email'];
  for (const channel of channels) {
    await sendAll(deps, await recoverExpired(deps.db, channel, leaseMs), leaseMs, outcome);
    for (const kind of KINDS[channel]) await planDue(deps.db, kind, channel);
    for (;;) {
      const ids = await claimPlanned(deps.db, channel, batch, leaseMs);
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
      if (facts.channel === 'push') {
        // Every device of the player gone (404/410): nothing was delivered and nobody is left to reach.
        const { delivered } = await pushToPlayer(deps.db, deps.vapid!, facts, deps.pushAgent);
        if (delivered === 0) {
          await dropDelivery(deps.db, id);
          outcome.skipped += 1;
          continue;
        }
      } else {
        await deps.mailer.send(reachMail(facts, deps));
      }
    } catch (err) {
      await markFailed(deps.db, id, err instanceof Error ? err.message : String(err));
      outcome.failed += 1;
      continue;
    }
    await markSent(deps.db, id, facts.kind === 'digest' ? facts.rank : null);
    outcome.sent += 1;
  }
}
