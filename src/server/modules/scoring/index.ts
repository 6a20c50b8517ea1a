// The scoring engine's public face: publishing goes through a durable job, drained by the worker (or at once
// by the seed and the CLI); the lifecycle refresh keeps stored statuses in step with the clock.
export { drainScoringJobs, enqueuePublish, LEASE_SECONDS, publishNow } from './scoring.service';
export { findJob, latestJobOfEvent, type JobRow } from './jobs.repo';
export { refreshStatuses } from './lifecycle.repo';
export { startScoringWorker } from './scoring-worker';
