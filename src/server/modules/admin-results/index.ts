// Result imports are shared by the console's routes and the admin CLI.
export { importEventResults, importSeason } from './admin-results.service';
