// Result imports are shared by the console's routes and the admin CLI.
export { importEventResults, importSeason } from './admin-results.service';
// The live weekend fills the result draft from the stage classification (issue 29); the demo rally publishes it.
export { getEventResults, publishEvent, saveDraft } from './admin-results.service';
// The live weekend reads the same event and entry list (issue 29).
export { findEvent, listEntries, type EventEntryRow, type EventRow } from './admin-results.repo';
