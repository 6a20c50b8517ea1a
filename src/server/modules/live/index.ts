export { importStages } from './live.service';
// The demo's rally in progress (docs/decisions/0201): the seed leaves its plan, the server runs it.
export { deleteDemoLivePlan, saveDemoLivePlan } from './demo-live.repo';
export { startDemoLiveWorker } from './demo-live-worker';
