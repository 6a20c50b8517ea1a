import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { AchievementGoals } from './achievement-goals';

describe('AchievementGoals (issue 30, part 14)', () => {
  it('lists every achievement not earned yet with what earns it', () => {
    renderWithProviders(<AchievementGoals earnedIds={['first-team', 'full-garage']} />);
    expect(screen.getByRole('heading', { name: 'Still to earn: 8 achievements' })).toBeVisible();
    const goals = screen.getAllByTestId('achievement-goal');
    expect(goals).toHaveLength(8);
    expect(goals.map((g) => g.querySelector('p')?.textContent)).not.toContain('First Team');
    const century = goals.find((g) => g.textContent?.includes('Century'))!;
    expect(within(century).getByText('Reach 100 season points.')).toBeVisible();
    expect(within(century).getByText('Not earned yet')).toBeVisible();
  });

  it('shows nothing once every achievement is earned', () => {
    const all = ['first-team', 'full-garage', 'crystal-ball', 'perfect-podium', 'league-founder', 'social-racer', 'century', 'rally-winner', 'budget-master', 'ever-present'];
    const { container } = renderWithProviders(<AchievementGoals earnedIds={all} />);
    expect(container).toBeEmptyDOMElement();
  });
});
