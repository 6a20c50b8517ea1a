import { useTranslation } from 'react-i18next';
import type { ReachPreferences } from '@shared/api/reach';
import { Alert } from '@web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Skeleton } from '@web/components/ui/skeleton';
import { useReachPreferences, useUpdateReachPreferences } from '../api/reach-api';

const EMAIL_KINDS = ['emailLock24h', 'emailLock1h', 'emailDigest'] as const satisfies readonly (keyof ReachPreferences)[];

/**
 * The e-mail reminders and digests, kind by kind (docs/game-rules.md §17). Each switch saves at once: there is
 * nothing to combine, and a player who unticks a reminder expects it gone without hunting for a button.
 * `emailUpdates` is the spec's master switch from the form above; when it is off these are shown but explained.
 */
export function ReachSettingsCard({ emailUpdates }: { emailUpdates: boolean | undefined }) {
  const { t } = useTranslation('reach');
  const prefs = useReachPreferences();
  const update = useUpdateReachPreferences();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {prefs.isPending ? (
          <div aria-busy="true" className="space-y-3">
            {EMAIL_KINDS.map((k) => (
              <Skeleton key={k} className="h-6" />
            ))}
          </div>
        ) : prefs.error ? (
          <Alert tone="danger">{t('loadFailed')}</Alert>
        ) : (
          <div className="flex flex-col gap-3">
            {emailUpdates === false ? <p className="text-sm text-muted-foreground">{t('masterOff')}</p> : null}
            {EMAIL_KINDS.map((kind) => (
              <Checkbox
                key={kind}
                id={`reach-${kind}`}
                label={t(kind)}
                checked={prefs.data[kind]}
                disabled={update.isPending}
                onChange={(e) => update.mutate({ [kind]: e.target.checked })}
              />
            ))}
          </div>
        )}
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {update.isSuccess ? t('saved') : ''}
        </p>
        {update.isError ? <Alert tone="danger">{t('saveFailed')}</Alert> : null}
      </CardContent>
    </Card>
  );
}
