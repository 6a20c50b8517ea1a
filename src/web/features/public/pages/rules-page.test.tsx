import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAPTAIN_MULTIPLIER, HEAD_TO_HEAD_DRAW_POINTS, HEAD_TO_HEAD_WIN_POINTS, POSITION_POINTS, PREDICTION_POINTS, STATUS_PENALTIES } from '@shared/constants/game';
import { renderWithProviders } from '@web/test/render';
import { RulesPage } from './rules-page';

const SECTIONS = ['Game Basics', 'Team Building', 'Scoring System', 'Predictions', 'Leagues & Competition', 'Fair Play & Conduct'];
const section = (name: string) => screen.getByRole('button', { name });
const expanded = () => screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true');

describe('RulesPage', () => {
  it('opens on Game Basics, keeps one section open at a time, and closes the open one on a click', async () => {
    const { user } = renderWithProviders(<RulesPage />, { route: '/rules' });
    for (const name of SECTIONS) expect(section(name)).toBeVisible();
    expect(section('Game Basics')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/A season has 13-14 rallies/)).toBeVisible();
    expect(expanded()).toHaveLength(1);

    await user.click(section('Scoring System'));
    expect(section('Scoring System')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Game Basics')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/A season has 13-14 rallies/)).not.toBeInTheDocument();
    expect(expanded()).toHaveLength(1);

    await user.click(section('Scoring System'));
    expect(section('Scoring System')).toHaveAttribute('aria-expanded', 'false');
    expect(expanded()).toHaveLength(0);
  });

  it("shows the scoring engine's own figures in its tables", async () => {
    const { user } = renderWithProviders(<RulesPage />, { route: '/rules' });
    await user.click(section('Scoring System'));
    const positions = screen.getByRole('table', { name: 'Points by final overall position' });
    expect(within(positions).getAllByRole('row')).toHaveLength(POSITION_POINTS.length + 1);
    expect(within(positions).getByRole('row', { name: /^1st/ })).toHaveTextContent(String(POSITION_POINTS[0]));
    expect(within(positions).getByRole('row', { name: /^10th/ })).toHaveTextContent(String(POSITION_POINTS[9]));
    const penalties = screen.getByRole('table', { name: 'Penalty points' });
    expect(within(penalties).getByRole('row', { name: /Disqualification/ })).toHaveTextContent(
      String(STATUS_PENALTIES.disqualified),
    );

    await user.click(section('Team Building'));
    expect(screen.getByTestId('market-formula')).toHaveTextContent(
      'change = (points − expected) × €20,000, rounded to the nearest €0.1M, at most ±€0.5M',
    );
  });

  it('opens a focused section with Enter', async () => {
    const { user } = renderWithProviders(<RulesPage />, { route: '/rules' });
    section('Predictions').focus();
    await user.keyboard('{Enter}');
    expect(section('Predictions')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('table', { name: 'Prediction points' })).toHaveTextContent(`+${PREDICTION_POINTS.perfect}`);
  });

  it('opens the section named in the address (/rules#scoring, linked from the help centre)', () => {
    renderWithProviders(<RulesPage />, { route: '/rules#scoring' });
    expect(section('Scoring System')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Game Basics')).toHaveAttribute('aria-expanded', 'false');
  });

  it('states the captain rule under Team Building with the engine\'s multiplier (game-rules §5.4)', async () => {
    const { user } = renderWithProviders(<RulesPage />, { route: '/rules' });
    await user.click(section('Team Building'));
    expect(screen.getByRole('heading', { name: 'Captain' })).toBeVisible();
    expect(screen.getByTestId('captain-rule')).toHaveTextContent(
      `His fantasy points for that rally count ×${CAPTAIN_MULTIPLIER} in your team score, negative points too.`,
    );
    expect(screen.getByText(/Selling your captain before the start clears the choice/)).toBeVisible();
  });

  it('states the head-to-head rule under Leagues with the engine\'s league points (game-rules §8.9)', async () => {
    const { user } = renderWithProviders(<RulesPage />, { route: '/rules' });
    await user.click(section('Leagues & Competition'));
    expect(screen.getByRole('heading', { name: 'Head-to-head leagues' })).toBeVisible();
    expect(screen.getByTestId('h2h-rule')).toHaveTextContent(
      `The higher event score wins the fixture and ${HEAD_TO_HEAD_WIN_POINTS} league points; equal scores give ${HEAD_TO_HEAD_DRAW_POINTS} each; a bye gives none.`,
    );
    expect(screen.getByText(/with a bye for one member when their number is odd/)).toBeVisible();
  });

  it("states under Leagues when a fellow member's lineup is shown: only once its rally has locked (game-rules §8.11)", async () => {
    const { user } = renderWithProviders(<RulesPage />, { route: '/rules' });
    await user.click(section('Leagues & Competition'));
    expect(screen.getByTestId('rivals-rule')).toHaveTextContent('A lineup is shown only once its rally has locked, so nobody can copy a team before the start.');
  });
});
