// The predictions feature's public face: the event page shows the player's prediction and the crowd's picks.
export { useCrowdPicks, usePredictionView, useRefreshPredictionView } from './api/predictions-api';
