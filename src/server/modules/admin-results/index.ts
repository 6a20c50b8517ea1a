// Result imports are shared by the console's routes and the admin CLI.
export { importEventResults, importSeason } from './admin-results.service';
// The live weekend fills the result draft from the stage classification (issue 29).
export { getEventResults, saveDraft } from './admin-results.service';
// The live weekend reads the same event and entry list (issue 29).
export { findEvent, listEntries, type EventEntryRow, type EventRow } from './admin-results.repo';
