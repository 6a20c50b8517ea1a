import type { Page } from '@playwright/test';
import type { EventDto } from '../src/shared/api/events';
import type { PredictionView } from '../src/shared/api/predictions';
import { expect, test } from './support/fixtures';
import { registerViaApi } from './support/users';

async function events(page: Page): Promise<EventDto[]> {
  const res = await page.request.get('/api/events');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { events: EventDto[] }).events;
}

async function view(page: Page, id: number): Promise<PredictionView> {
  const res = await page.request.get(`/api/predictions/${id}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as PredictionView;
}

const label = (d: PredictionView['drivers'][number]) => (d.teamName ? `${d.name} (${d.teamName}) - ${d.points} pts` : `${d.name} - ${d.points} pts`);

test.describe('podium predictions', () => {
  test('predict, see the success and the redirect, then update with the podium pre-filled', async ({ page }) => {
    await registerViaApi(page);
    const upcoming = (await events(page)).find((e) => e.status === 'upcoming');
    if (!upcoming) throw new Error('the demo season has no upcoming event');
    const { drivers } = await view(page, upcoming.id);

    await page.goto(`/events/${upcoming.id}`);
    const block = page.getByTestId('prediction-block');
    await block.getByRole('link', { name: 'Make Prediction' }).click();
    await expect(page).toHaveURL(new RegExp(`/predictions\\?event=${upcoming.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Podium Prediction' })).toBeVisible();
    await expect(page.getByText(upcoming.name).first()).toBeVisible();
    await expect(page.getByTestId('lock-countdown')).toContainText('Predictions lock in');
    await expect(page.getByRole('heading', { name: 'How predictions work' })).toBeVisible();

    // Options: "Select a driver" first, then "name (team) - points pts" by points descending.
    const first = page.getByLabel('1st Place');
    const options = await first.locator('option').allTextContents();
    expect(options[0]).toBe('Select a driver');
    expect(options.slice(1)).toEqual(drivers.map(label));
    const points = drivers.map((d) => d.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));

    const [a, b, c, d] = drivers;
    await first.selectOption(String(a!.id));
    await page.getByLabel('2nd Place').selectOption(String(b!.id));
    await page.getByLabel('3rd Place').selectOption(String(c!.id));
    await page.getByRole('button', { name: 'Submit Prediction' }).click();
    await expect(page.getByText('Prediction Submitted Successfully!')).toBeVisible();
    await expect(page.getByText(`Your podium prediction for ${upcoming.name} has been saved. Good luck!`)).toBeVisible();
    // The redirect after 2 seconds (its timing is the component test's: predictions-page.test.tsx).
    await expect(page).toHaveURL(new RegExp(`/events/${upcoming.id}$`));

    // The event page shows the player's podium and Update.
    await expect(block.getByRole('list', { name: 'Your podium' })).toContainText(a!.name);
    await block.getByRole('link', { name: 'Update your prediction' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Update Your Prediction' })).toBeVisible();
    await expect(page.getByText(/^You submitted a prediction on /)).toBeVisible();
    await expect(first).toHaveValue(String(a!.id));
    await expect(page.getByLabel('2nd Place')).toHaveValue(String(b!.id));
    await expect(page.getByLabel('3rd Place')).toHaveValue(String(c!.id));

    await first.selectOption(String(d!.id));
    await page.getByRole('button', { name: 'Update Prediction' }).click();
    await expect(page.getByText('Prediction Submitted Successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/events/${upcoming.id}$`));
    const saved = (await view(page, upcoming.id)).prediction;
    expect(saved?.picks.map((p) => p.driver.id)).toEqual([d!.id, b!.id, c!.id]);
    await page.goto(`/predictions?event=${upcoming.id}`);
    await expect(first).toHaveValue(String(d!.id));
  });

  test('a started event shows the closed text and no form, and the crowd picks', async ({ page }) => {
    await registerViaApi(page);
    const started = (await events(page)).find((e) => e.status !== 'upcoming');
    if (!started) throw new Error('the demo season has no started event');
    // A finished rally opens on its Results (issue 16): the prediction block is on the Overview.
    await page.goto(`/events/${started.id}?tab=overview`);
    const block = page.getByTestId('prediction-block');
    await expect(block.getByText('Predictions are closed for this event.')).toBeVisible();
    await expect(block.getByRole('link', { name: 'Make Prediction' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Crowd Picks' })).toBeVisible();

    await page.goto(`/predictions?event=${started.id}`);
    await expect(page.getByText('Predictions are closed for this event.')).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Submit Prediction|Update Prediction/ })).toHaveCount(0);
  });

  test('an unknown event shows the error card with Back to Events', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/predictions?event=987654');
    await expect(page.getByRole('heading', { name: 'Error Loading Event' })).toBeVisible();
    // The event read answers first: its not-found message is shown in the card.
    await expect(page.getByRole('alert')).toContainText(/Event not found|Event ID or user not found/);
    await page.getByRole('link', { name: 'Back to Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
  });
});
