// The market feature's public face: the "Add to Team" button of the driver page buys through the market.
export { AddToTeamButton } from './components/add-to-team-button';
// The team page's "cheapest driver you can still add" (docs/decisions/0193).
export { CheapestDriverHint } from './components/cheapest-driver-hint';
// The driver page's ownership figures (docs/game-rules.md §9.11), the same read as the market's Owned column.
export { OwnershipFigures } from './components/ownership-figures';
