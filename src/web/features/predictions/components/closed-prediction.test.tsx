import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PodiumPlace, PredictionView } from '@shared/api/predictions';
import { renderWithProviders } from '@web/test/render';
import { ClosedPrediction } from './closed-prediction';

const driver = (id: number, name: string) => ({ id, name, teamName: null });
const place = (position: number, id: number, name: string): PodiumPlace => ({ position, driver: driver(id, name) });
const REAL = [place(1, 1, 'Kalle Rovanperä'), place(2, 2, 'Ott Tänak'), place(3, 3, 'Elfyn Evans')];

function view(overrides: Partial<PredictionView>): PredictionView {
  return {
    eventId: 7,
    startDate: '2026-02-12T08:00:00Z',
    open: false,
    serverTime: '2026-03-01T12:00:00Z',
    drivers: [],
    prediction: {
      id: 1,
      eventId: 7,
      createdAt: '2026-02-10T08:00:00Z',
      updatedAt: '2026-02-10T08:00:00Z',
      isProcessed: true,
      points: 3,
      picks: [place(1, 2, 'Ott Tänak'), place(2, 3, 'Elfyn Evans'), place(3, 1, 'Kalle Rovanperä')],
    },
    podium: REAL,
    hit: 'podiumWrongOrder',
    record: { scored: 3, correct: 2, accuracy: 67, points: 20 },
    ...overrides,
  };
}

describe('ClosedPrediction (issue 30, part 5)', () => {
  it('shows the points with the kind of hit that earned them, and the record as the server counted it', () => {
    renderWithProviders(<ClosedPrediction view={view({})} />);
    expect(screen.getByTestId('prediction-points')).toHaveTextContent('+3 pts');
    expect(screen.getByTestId('prediction-hit')).toHaveTextContent('Right three, another order');
    expect(screen.getByTestId('prediction-record')).toHaveTextContent(
      'Prediction accuracy: 67% (2 of 3 correct) · 20 pts from predictions',
    );
  });

  it('shows no kind of hit before the prediction is scored', () => {
    const waiting = view({ hit: null, podium: null });
    renderWithProviders(<ClosedPrediction view={{ ...waiting, prediction: { ...waiting.prediction!, isProcessed: false, points: 0 } }} />);
    expect(screen.getByText('Points are awarded when the results are published.')).toBeVisible();
    expect(screen.queryByTestId('prediction-hit')).toBeNull();
  });
});
