import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Toast } from '@web/components/ui/toast';

/**
 * "New version available — Reload" when a new deployment's service worker is waiting (decision 0215). The
 * player chooses the moment: nothing reloads under a half-made transfer, and the old version never stays for
 * good, since the next visit after every tab closed opens the new one anyway.
 */
export function UpdateToast({ apply }: { apply: () => void }) {
  const { t } = useTranslation('common');
  const [reloading, setReloading] = useState(false);
  return (
    <Toast
      action={
        <Button
          size="sm"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            apply();
          }}
        >
          {t('pwa.reload')}
        </Button>
      }
    >
      {t('pwa.newVersion')}
    </Toast>
  );
}
