// The events feature's public face: the calendar and one event, for the driver and prediction pages.
export { eventQueryOptions, useEvent, useEvents } from './api/events-api';
