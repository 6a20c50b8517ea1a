import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REACH_DEFAULTS, type PushSubscriptionBody } from '@shared/api/reach';
import { setPushDevice, type PushDevice } from '@web/lib/pwa/push-device';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { PushSettingsCard } from './push-settings-card';

const SUBSCRIPTION: PushSubscriptionBody = {
  endpoint: 'https://push.example.test/send/abc',
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

/** A browser as the test says: supported or not, its permission, and whether it answers the prompt. */
function fakeDevice(options: { supported?: boolean; permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}) {
  let permission = options.permission ?? 'default';
  let subscribed = options.subscribed ?? false;
  const device = {
    supported: vi.fn(async () => options.supported ?? true),
    permission: vi.fn(() => permission),
    requestPermission: vi.fn(async () => (permission = options.answer ?? 'granted')),
    current: vi.fn(async () => (subscribed ? SUBSCRIPTION : null)),
    subscribe: vi.fn(async () => {
      subscribed = true;
      return SUBSCRIPTION;
    }),
    unsubscribe: vi.fn(async () => {
      if (!subscribed) return null;
      subscribed = false;
      return SUBSCRIPTION.endpoint;
    }),
  } satisfies PushDevice;
  setPushDevice(device);
  return device;
}

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

afterEach(() => setPushDevice(null));

describe('PushSettingsCard', () => {
  it('asks nothing on load; the switch asks the permission, subscribes and posts the subscription', async () => {
    const device = fakeDevice();
    const api = fakeApi({
      'GET /api/push/public-key': { publicKey: KEY },
      'POST /api/me/push/subscriptions': () => ({ status: 201, body: { subscribed: true } }),
      'GET /api/me/reach': REACH_DEFAULTS,
    });
    const { user } = renderWithProviders(<PushSettingsCard />);
    const toggle = await screen.findByLabelText('Send notifications to this device');
    expect(toggle).not.toBeChecked();
    expect(device.requestPermission).not.toHaveBeenCalled();

    await user.click(toggle);
    expect(await screen.findByText('Notifications are on for this device.')).toBeVisible();
    expect(device.requestPermission).toHaveBeenCalledTimes(1);
    expect(device.subscribe).toHaveBeenCalledWith(KEY);
    expect(api.bodies('POST /api/me/push/subscriptions')).toEqual([SUBSCRIPTION]);
    expect(toggle).toBeChecked();
    expect(await screen.findByLabelText('One hour before each lock, if my team or prediction is missing')).toBeChecked();
    expect(screen.getByLabelText('When the results of an event are published')).toBeChecked();
  });

  it('turning it off ends the subscription and removes it on the server', async () => {
    const device = fakeDevice({ permission: 'granted', subscribed: true });
    const api = fakeApi({
      'GET /api/push/public-key': { publicKey: KEY },
      'POST /api/me/push/subscriptions/remove': { removed: true },
      'GET /api/me/reach': REACH_DEFAULTS,
    });
    const { user } = renderWithProviders(<PushSettingsCard />);
    const toggle = await screen.findByLabelText('Send notifications to this device');
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(device.unsubscribe).toHaveBeenCalledTimes(1);
    expect(api.bodies('POST /api/me/push/subscriptions/remove')).toEqual([{ endpoint: SUBSCRIPTION.endpoint }]);
    expect(screen.queryByText('Notifications are on for this device.')).toBeNull();
    expect(screen.queryByLabelText('When the results of an event are published')).toBeNull();
  });

  it('a kind is switched through the reach preferences', async () => {
    fakeDevice({ permission: 'granted', subscribed: true });
    const api = fakeApi({
      'GET /api/push/public-key': { publicKey: KEY },
      'GET /api/me/reach': REACH_DEFAULTS,
      'PATCH /api/me/reach': { ...REACH_DEFAULTS, pushResults: false },
    });
    const { user } = renderWithProviders(<PushSettingsCard />);
    const results = await screen.findByLabelText('When the results of an event are published');
    await user.click(results);
    await waitFor(() => expect(results).not.toBeChecked());
    expect(api.bodies('PATCH /api/me/reach')).toEqual([{ pushResults: false }]);
  });

  it('a refused prompt shows how to allow notifications again, and subscribes nothing', async () => {
    const device = fakeDevice({ answer: 'denied' });
    const api = fakeApi({ 'GET /api/push/public-key': { publicKey: KEY } });
    const { user } = renderWithProviders(<PushSettingsCard />);
    await user.click(await screen.findByLabelText('Send notifications to this device'));
    expect(await screen.findByText('Notifications are blocked for this site')).toBeVisible();
    expect(
      screen.getByText(
        'Your browser blocks notifications from Rally Fantasy. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.',
      ),
    ).toBeVisible();
    expect(device.subscribe).not.toHaveBeenCalled();
    expect(api.calls).toEqual(['GET /api/push/public-key']);
  });

  it('a site already blocked says so at once, with no switch', async () => {
    fakeDevice({ permission: 'denied' });
    fakeApi({ 'GET /api/push/public-key': { publicKey: KEY } });
    renderWithProviders(<PushSettingsCard />);
    expect(await screen.findByText('Notifications are blocked for this site')).toBeVisible();
    expect(screen.queryByLabelText('Send notifications to this device')).toBeNull();
  });

  it('a browser without push says so', async () => {
    fakeDevice({ supported: false });
    fakeApi({ 'GET /api/push/public-key': { publicKey: KEY } });
    renderWithProviders(<PushSettingsCard />);
    expect(
      await screen.findByText(
        'This browser cannot receive notifications from Rally Fantasy. On a phone, add the app to your home screen first, or try another browser.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Send notifications to this device')).toBeNull();
  });

  it('a server without push keys says so', async () => {
    fakeDevice();
    fakeApi({ 'GET /api/push/public-key': { publicKey: null } });
    renderWithProviders(<PushSettingsCard />);
    expect(await screen.findByText('Notifications are not available on this server.')).toBeVisible();
  });

  it('a failed subscription leaves the switch off and says so', async () => {
    const device = fakeDevice({ permission: 'granted' });
    device.subscribe.mockRejectedValueOnce(new DOMException('push service not available', 'AbortError'));
    const api = fakeApi({ 'GET /api/push/public-key': { publicKey: KEY } });
    const { user } = renderWithProviders(<PushSettingsCard />);
    const toggle = await screen.findByLabelText('Send notifications to this device');
    await user.click(toggle);
    expect(await screen.findByText('Could not turn notifications on. Please try again.')).toBeVisible();
    expect(toggle).not.toBeChecked();
    expect(api.calls).toEqual(['GET /api/push/public-key']);
  });
});
