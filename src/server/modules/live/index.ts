export { importStages } from './live.service';
