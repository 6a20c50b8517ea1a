import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminStage } from '@shared/api/admin-events';
import { adminEvent } from '@web/test/data';
import { fakeApi } from '@web/test/fake-api';
import { fill, renderWithProviders } from '@web/test/render';
import { EventForm } from './event-form';

describe('EventForm (admin)', () => {
  it('an empty new event shows the shared schema\'s messages, marks the field and sends nothing', async () => {
    const api = fakeApi({});
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<EventForm event={null} onSaved={onSaved} />);
    await user.click(screen.getByTestId('admin-event-save'));
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    await fill(user, screen.getByLabelText('Name'), 'Rally Finland');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('EventForm: moving the start of an event with stages (issue 30, part 6c; game-rules §2.6)', () => {
  const EVENT = adminEvent(12, {
    season: 2030,
    name: 'Rally Japan',
    country: 'Japan',
    location: 'Toyota City',
    startDate: '2030-12-04T08:00:00.000Z',
    endDate: '2030-12-06T14:00:00.000Z',
    surfaceType: 'tarmac',
    timeZone: 'Asia/Tokyo',
    stageCount: 3,
  });
  const stage = (number: number, startTime: string | null): AdminStage => ({
    id: 100 + number,
    eventId: EVENT.id,
    number,
    name: `SS${number}`,
    length: 10,
    startTime,
    status: 'upcoming',
    isPowerStage: false,
  });
  const STAGES = [stage(1, '2030-12-04T08:00:00.000Z'), stage(2, '2030-12-04T11:30:00.000Z'), stage(3, null)];
  const MESSAGE = "The start must be the first stage's start: move the stages with it, or change the first stage first";

  it('refuses a start moved off the first stage, as the server would, and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderWithProviders(<EventForm event={EVENT} stages={STAGES} onSaved={vi.fn()} />);
    expect(screen.queryByTestId('admin-event-shift')).toBeNull();
    await fill(user, screen.getByLabelText('Start (first stage)'), '2030-11-27T08:00');
    expect(screen.getByRole('checkbox', { name: 'Move the stages and the end with it' })).not.toBeChecked();
    expect(screen.getByTestId('admin-event-shift')).toHaveTextContent('The first stage starts');
    await user.click(screen.getByTestId('admin-event-save'));
    expect(screen.getByText(MESSAGE)).toBeVisible();
    expect(screen.getByLabelText('Start (first stage)')).toHaveAccessibleDescription(MESSAGE);
    expect(api.calls).toEqual([]);
  });

  it('ticked, moves the end by as much and asks the server to move the stages', async () => {
    const api = fakeApi({
      'PUT /api/admin/events/12': ({ body }: { body: unknown }) => ({ body: { ...EVENT, ...(body as object), startDate: '2030-11-27T08:00:00.000Z', endDate: '2030-11-29T14:00:00.000Z' } }),
    });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<EventForm event={EVENT} stages={STAGES} onSaved={onSaved} />);
    await fill(user, screen.getByLabelText('Start (first stage)'), '2030-11-27T08:00');
    await user.click(screen.getByRole('checkbox', { name: 'Move the stages and the end with it' }));
    expect(screen.getByLabelText('End')).toHaveValue('2030-11-29T14:00');
    await user.click(screen.getByTestId('admin-event-save'));
    expect(await screen.findByText('Event saved.')).toBeVisible();
    expect(api.bodies('PUT /api/admin/events/12')).toEqual([
      expect.objectContaining({ startDate: '2030-11-27T08:00:00.000Z', endDate: '2030-11-29T14:00:00.000Z', shiftStages: true }),
    ]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('keeps an end edited by hand, and offers nothing while no stage has a time', async () => {
    const api = fakeApi({ 'PUT /api/admin/events/12': ({ body }: { body: unknown }) => ({ body: { ...EVENT, ...(body as object) } }) });
    const { user } = renderWithProviders(<EventForm event={EVENT} stages={[stage(1, null)]} onSaved={vi.fn()} />);
    await fill(user, screen.getByLabelText('Start (first stage)'), '2030-11-27T08:00');
    expect(screen.queryByTestId('admin-event-shift')).toBeNull();
    await user.click(screen.getByTestId('admin-event-save'));
    expect(await screen.findByText('Event saved.')).toBeVisible();
    expect(api.bodies('PUT /api/admin/events/12')).toEqual([expect.not.objectContaining({ shiftStages: true })]);
  });
});

// Issue 30 item 11, docs/decisions/0207: a generated description stays generated unless the admin edits it; an
// edited one is the admin's text, sent with the language it is written in (the admin's own by default).
describe('EventForm: the description and its language', () => {
  const GENERATED = adminEvent(4, {
    descriptionFacts: { calendarYear: 2026, round: 4, edition: null, base: 'Rijeka', surface: 'tarmac', stagesPlanned: null, distanceKm: null },
  });
  const echo = (event: typeof GENERATED) => ({ body }: { body: unknown }) => ({ body: { ...event, ...(body as object) } });

  it('shows a generated description in the admin’s language and leaves it out of the save when untouched', async () => {
    const api = fakeApi({ 'PUT /api/admin/events/4': echo(GENERATED) });
    const { user } = renderWithProviders(<EventForm event={GENERATED} onSaved={vi.fn()} />);
    const description = screen.getByLabelText('Description');
    expect(description).toHaveValue('Round 4 of the 2026 World Rally Championship calendar. Based in Rijeka. Surface: tarmac.');
    expect(description).toHaveAccessibleDescription(/shown in each player's language/);
    await user.click(screen.getByTestId('admin-event-save'));
    expect(await screen.findByText('Event saved.')).toBeVisible();
    const [body] = api.bodies('PUT /api/admin/events/4') as [Record<string, unknown>];
    expect(body).not.toHaveProperty('description');
    expect(body).not.toHaveProperty('descriptionLanguage');
  });

  it('sends an edited description as the admin’s text, in the language on screen unless another is chosen', async () => {
    const api = fakeApi({ 'PUT /api/admin/events/4': echo(GENERATED) });
    const { user } = renderWithProviders(<EventForm event={GENERATED} onSaved={vi.fn()} />);
    expect(screen.getByLabelText('Language of the description')).toHaveValue('en');
    await fill(user, screen.getByLabelText('Description'), 'Fast tarmac around Rijeka.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(/see it as written, marked with its language/);
    await user.click(screen.getByTestId('admin-event-save'));
    await screen.findByText('Event saved.');
    await fill(user, screen.getByLabelText('Description'), 'Schneller Asphalt rund um Rijeka.');
    await user.selectOptions(screen.getByLabelText('Language of the description'), 'de');
    await user.click(screen.getByTestId('admin-event-save'));
    await screen.findByText('Event saved.');
    expect(api.bodies('PUT /api/admin/events/4')).toEqual([
      expect.objectContaining({ description: 'Fast tarmac around Rijeka.', descriptionLanguage: 'en' }),
      expect.objectContaining({ description: 'Schneller Asphalt rund um Rijeka.', descriptionLanguage: 'de' }),
    ]);
  });
});
