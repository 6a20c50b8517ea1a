// The market feature's public face: the "Add to Team" button of the driver page buys through the market.
export { AddToTeamButton } from './components/add-to-team-button';
