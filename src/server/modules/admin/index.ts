// The admin module's public face for the CLI.
export { promoteByEmail } from './admin-users.repo';
