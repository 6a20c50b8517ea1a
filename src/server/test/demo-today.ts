/**
 * The day tests lay the demo season around (seedDatabase's `today`): the real today. The season puts its first
 * upcoming rally 2–8 days ahead, and event statuses follow the database clock, so a fixed date turns into a
 * test that fails from the day that rally starts (22 November 2026 did, on 26 November: 'active' where
 * 'upcoming' was expected).
 */
export const DEMO_TODAY = new Date();
