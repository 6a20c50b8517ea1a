// The drivers feature's public face: the driver list, for the console's entry-list editor.
export { driversQueryOptions } from './api/drivers-api';
