// The single writer of notifications (engine, leagues, …) is this module's public face.
export { notify, type Audience, type NotificationContent } from './notify';
