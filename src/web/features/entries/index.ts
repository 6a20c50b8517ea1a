// Entry lists (docs/decisions/0191): the next rally's marks and warnings, and an event's list.
export { useNextEntries } from './api/entries-api';
export { EntryListTable } from './components/entry-list-table';
export { LineupEntryWarning } from './components/lineup-entry-warning';
export { NotEnteredMark } from './components/not-entered-mark';
