import { Navigate } from 'react-router';

/** /admin opens on the events section, where a rally weekend starts. */
export function AdminHome() {
  return <Navigate to="events" replace />;
}
