import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noteAnswer, resetOfflineFigures } from '@web/lib/pwa/offline-figures';
import { renderWithProviders } from '@web/test/render';
import { OfflineFiguresNote } from './pwa-notices';
// Loaded lazily by the app; here at once, so the test waits for React, not for the module transform.
import './offline-note';

afterEach(() => resetOfflineFigures());

describe('OfflineNote', () => {
  it('says from when the oldest kept figures on screen are, and goes with the first answer from the network', async () => {
    renderWithProviders(<OfflineFiguresNote />);
    expect(screen.queryByTestId('offline-note')).toBeNull();
    act(() => {
      noteAnswer('2026-03-01T09:41:00.000Z');
      noteAnswer('2026-03-01T08:05:00.000Z');
      noteAnswer('2026-03-01T10:00:00.000Z');
    });
    expect(await screen.findByTestId('offline-note')).toHaveTextContent(/^Offline — figures from 08:05$/);
    act(() => noteAnswer(null));
    expect(screen.queryByTestId('offline-note')).toBeNull();
  });
});
