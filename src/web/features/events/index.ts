// The events feature's public face: the calendar and one event, for the driver and prediction pages.
export { eventQueryOptions, useEvent, useEvents } from './api/events-api';
// The admin console's event form shows a generated description worded as players read it.
export { describeEvent } from './lib/describe-event';
