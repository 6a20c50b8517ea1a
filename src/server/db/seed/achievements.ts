// The achievements catalogue of docs/game-rules.md §11. Ids are stable keys the engine awards by; icons are
// lucide-react names the web app renders.
export interface AchievementDefinition {
  id: string;
  name: string;
  description: string;
  icon: string;
}

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { id: 'first-team', name: 'First Team', description: 'Create your fantasy team.', icon: 'flag' },
  { id: 'full-garage', name: 'Full Garage', description: 'Have 5 drivers in your team.', icon: 'car' },
  {
    id: 'crystal-ball',
    name: 'Crystal Ball',
    description: 'Make your first podium prediction.',
    icon: 'sparkles',
  },
  {
    id: 'perfect-podium',
    name: 'Perfect Podium',
    description: 'Score 15 points with a prediction: the whole podium in the right order.',
    icon: 'trophy',
  },
  { id: 'league-founder', name: 'League Founder', description: 'Create a league.', icon: 'crown' },
  { id: 'social-racer', name: 'Social Racer', description: 'Be a member of 3 leagues.', icon: 'users' },
  { id: 'century', name: 'Century', description: 'Reach 100 season points.', icon: 'gauge' },
  {
    id: 'rally-winner',
    name: 'Rally Winner',
    description: 'Post the best manager score of an event.',
    icon: 'medal',
  },
  {
    id: 'budget-master',
    name: 'Budget Master',
    description: 'Spend at least €9.5M of your budget.',
    icon: 'wallet',
  },
  {
    id: 'ever-present',
    name: 'Ever Present',
    description: 'Have a scored team in every completed event of the season.',
    icon: 'calendar-check',
  },
];
