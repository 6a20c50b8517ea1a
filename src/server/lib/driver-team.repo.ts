import { eq } from 'drizzle-orm';
import { drivers, teams } from '../db/schema/index';

/**
 * The driver-with-team projection that the championship, fantasy, market, predictions, events and console
 * reads share: a driver is always shown with his team's name, joined the same way (a driver may have no team).
 * Use as `.from(drivers).leftJoin(teams, teamOfDriver)` and spread `driverWithTeam` into the selection.
 */
export const teamOfDriver = eq(teams.id, drivers.teamId);

export const driverWithTeam = {
  id: drivers.id,
  name: drivers.name,
  teamName: teams.name,
};
