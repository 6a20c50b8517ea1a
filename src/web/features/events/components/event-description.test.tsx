import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { EventDescription } from './event-description';

// Issue 30 item 11 (docs/decisions/0207): an admin's text is shown as written, in its own lang, and marked
// with its language when that is not the reader's (the component tests read in English).
describe('EventDescription', () => {
  it('marks text written in another language with its name and its lang', () => {
    renderWithProviders(
      <EventDescription event={{ description: 'Schnelle Schotterwege.', descriptionLanguage: 'de', descriptionFacts: null }} />,
    );
    expect(screen.getByTestId('event-description-language')).toHaveTextContent('Written in German');
    expect(screen.getByText('Schnelle Schotterwege.')).toHaveAttribute('lang', 'de');
  });

  it('shows no mark on text in the reader’s own language', () => {
    renderWithProviders(
      <EventDescription event={{ description: 'Fast gravel roads.', descriptionLanguage: 'en', descriptionFacts: null }} />,
    );
    expect(screen.getByText('Fast gravel roads.')).toHaveAttribute('lang', 'en');
    expect(screen.queryByTestId('event-description-language')).toBeNull();
  });

  it('words a generated description in the reader’s language, with no mark', () => {
    renderWithProviders(
      <EventDescription
        event={{
          description: null,
          descriptionLanguage: null,
          descriptionFacts: { calendarYear: 2026, round: 2, edition: null, base: 'Umeå', surface: 'snowIce', stagesPlanned: 18, distanceKm: null },
        }}
      />,
    );
    expect(
      screen.getByText('Round 2 of the 2026 World Rally Championship calendar. Based in Umeå. Surface: snow and ice. 18 special stages planned.'),
    ).not.toHaveAttribute('lang');
    expect(screen.queryByTestId('event-description-language')).toBeNull();
  });

  it('says there is no description when there is none', () => {
    renderWithProviders(<EventDescription event={{ description: null, descriptionLanguage: null, descriptionFacts: null }} />);
    expect(screen.getByText('No description available for this rally yet.')).toBeInTheDocument();
  });
});
