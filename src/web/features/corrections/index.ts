// Corrections of published results (docs/decisions/0192): the event's "Corrected on" note.
export { EventCorrectionsNote } from './components/event-corrections-note';
