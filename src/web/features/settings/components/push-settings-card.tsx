import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReachPreferences } from '@shared/api/reach';
import { Alert } from '@web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Skeleton } from '@web/components/ui/skeleton';
import { pushDevice } from '@web/lib/pwa/push-device';
import { endPushOnThisDevice } from '@web/lib/pwa/push-off';
import { pushPublicKeyQueryOptions, saveSubscription } from '../api/push-api';
import { useReachPreferences, useUpdateReachPreferences } from '../api/reach-api';

/** The kinds the server pushes today (decision 0196): the lock reminder and the results notice. */
const PUSH_KINDS = ['pushLock', 'pushResults'] as const satisfies readonly (keyof ReachPreferences)[];

/** This device: no push at all, blocked by the player in the browser, or subscribed or not. */
type DeviceState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/**
 * Push notices on this device (issue 32 part 2; decision 0215). The browser's permission is asked only when the
 * player ticks the switch, never when the page opens. The kinds are the account's (reach preferences), the
 * switch is the device's: a phone and a laptop each choose.
 */
export function PushSettingsCard() {
  const { t } = useTranslation('reach');
  const publicKey = useQuery(pushPublicKeyQueryOptions);
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'on' | 'off' | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const device = pushDevice();
      const next: DeviceState = !(await device.supported())
        ? 'unsupported'
        : device.permission() === 'denied'
          ? 'denied'
          : device.permission() === 'granted' && (await device.current())
            ? 'on'
            : 'off';
      if (live) setState(next);
    })().catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async (key: string) => {
    const device = pushDevice();
    const permission = device.permission() === 'default' ? await device.requestPermission() : device.permission();
    if (permission === 'denied') return setState('denied');
    if (permission !== 'granted') return; // The prompt was closed without an answer: still off.
    await saveSubscription(await device.subscribe(key));
    setState('on');
  }, []);

  const turnOff = useCallback(async () => {
    await endPushOnThisDevice();
    setState('off');
  }, []);

  const toggle = (on: boolean) => {
    const key = publicKey.data?.publicKey;
    if (on && !key) return;
    setBusy(true);
    setFailed(null);
    (on && key ? turnOn(key) : turnOff())
      .catch(() => setFailed(on ? 'on' : 'off'))
      .finally(() => setBusy(false));
  };

  const serverOff = publicKey.data?.publicKey === null;

  return (
    <Card data-testid="push-settings">
      <CardHeader>
        <CardTitle>{t('push.title')}</CardTitle>
        <CardDescription>{t('push.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {state === 'checking' || publicKey.isPending ? (
          <Skeleton aria-busy="true" className="h-6" />
        ) : publicKey.error ? (
          <Alert tone="danger">{t('loadFailed')}</Alert>
        ) : state === 'unsupported' || serverOff ? (
          <p className="text-sm text-muted-foreground">{serverOff ? t('push.serverOff') : t('push.unsupported')}</p>
        ) : state === 'denied' ? (
          <Alert tone="warning" title={t('push.deniedTitle')}>
            {t('push.deniedHelp')}
          </Alert>
        ) : (
          <>
            <Checkbox
              id="push-this-device"
              label={t('push.thisDevice')}
              checked={state === 'on'}
              disabled={busy}
              aria-busy={busy}
              onChange={(e) => toggle(e.target.checked)}
            />
            {state === 'on' ? <PushKinds /> : null}
          </>
        )}
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {busy ? '' : state === 'on' ? t('push.onStatus') : ''}
        </p>
        {failed ? <Alert tone="danger">{failed === 'on' ? t('push.turnOnFailed') : t('push.turnOffFailed')}</Alert> : null}
      </CardContent>
    </Card>
  );
}

/** The kinds, for every device of the account, saved at once like the e-mail kinds above. */
function PushKinds() {
  const { t } = useTranslation('reach');
  const prefs = useReachPreferences();
  const update = useUpdateReachPreferences();
  if (prefs.isPending) return <Skeleton aria-busy="true" className="h-12" />;
  if (prefs.error) return <Alert tone="danger">{t('loadFailed')}</Alert>;
  return (
    <fieldset className="flex flex-col gap-3 border-l-2 border-border pl-4">
      <legend className="mb-2 text-sm font-medium text-foreground">{t('push.kindsLegend')}</legend>
      {PUSH_KINDS.map((kind) => (
        <Checkbox
          key={kind}
          id={`reach-${kind}`}
          label={t(`push.${kind}`)}
          checked={prefs.data[kind]}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ [kind]: e.target.checked })}
        />
      ))}
      {update.isError ? <Alert tone="danger">{t('saveFailed')}</Alert> : null}
    </fieldset>
  );
}
