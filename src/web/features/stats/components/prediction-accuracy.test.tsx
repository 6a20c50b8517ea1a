import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScoredPrediction } from '@shared/api/players';
import { renderWithProviders } from '@web/test/render';
import { PredictionAccuracy } from './prediction-accuracy';

const scored = (eventId: number, eventName: string, points: number, hit: ScoredPrediction['hit']): ScoredPrediction => ({
  eventId,
  eventName,
  startDate: '2026-02-12T08:00:00Z',
  points,
  hit,
});

describe('PredictionAccuracy (issue 30, part 5; game-rules §6.4)', () => {
  it('says why one place right is "1 of 1 correct": the rule, the points and the kind of hit', () => {
    renderWithProviders(
      <PredictionAccuracy
        summary={{ total: 1, correct: 1, accuracy: 100, pointsEarned: 5 }}
        scored={[scored(4, 'Rally Sweden', 5, 'oneExact')]}
      />,
    );
    expect(screen.getByTestId('prediction-accuracy')).toHaveTextContent('100%');
    expect(screen.getByText('1 of 1 correct')).toBeVisible();
    expect(screen.getByText('A prediction counts as correct when it scores points.')).toBeVisible();
    const list = screen.getByRole('region', { name: 'Latest scored predictions' });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByRole('link', { name: 'Rally Sweden' })).toHaveAttribute('href', '/predictions?event=4');
    expect(within(row!).getByText('One in the right place')).toBeVisible();
    expect(within(row!).getByText('+5 pts')).toBeVisible();
  });

  it('names every kind of hit beside its points, newest first as the server sent them', () => {
    renderWithProviders(
      <PredictionAccuracy
        summary={{ total: 5, correct: 4, accuracy: 80, pointsEarned: 33 }}
        scored={[
          scored(5, 'Rally Italia', 15, 'perfect'),
          scored(4, 'Rally Portugal', 10, 'twoExact'),
          scored(3, 'Safari Rally', 5, 'oneExact'),
          scored(2, 'Rally Sweden', 3, 'podiumWrongOrder'),
          scored(1, 'Rallye Monte-Carlo', 0, 'none'),
        ]}
      />,
    );
    const rows = within(screen.getByTestId('scored-predictions')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Rally ItaliaExact podium+15 pts',
      'Rally PortugalTwo in the right place+10 pts',
      'Safari RallyOne in the right place+5 pts',
      'Rally SwedenRight three, another order+3 pts',
      'Rallye Monte-CarloNo match+0 pts',
    ]);
  });

  it('keeps the empty state with nothing scored', () => {
    renderWithProviders(<PredictionAccuracy summary={null} scored={[]} />);
    expect(screen.getByText("You haven't made any predictions yet.")).toBeVisible();
    expect(screen.queryByTestId('scored-predictions')).toBeNull();
  });
});
