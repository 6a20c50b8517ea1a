import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useSettings, useUpdateSettings } from '../api/settings';
import { ErrorAlert } from '../components/error-alert';

export function AdminSettingsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('settings.title'));
  const settings = useSettings();
  const update = useUpdateSettings();
  const enabled = settings.data?.registrationEnabled ?? false;
  return (
    <div>
      <PageHeader title={t('settings.title')} />
      <ErrorAlert error={settings.error ?? update.error} onDismiss={update.error ? () => update.reset() : undefined} className="mb-4" />
      <Card>
        <CardContent className="flex items-start justify-between gap-4 p-5">
          <div>
            <p id="registration-label" className="font-semibold">
              {t('settings.registration')}
            </p>
            <p id="registration-text" className="mt-1 text-sm text-muted-foreground">
              {settings.isPending ? t('loading') : enabled ? t('settings.registrationOpen') : t('settings.registrationClosed')}
            </p>
          </div>
          {settings.isPending ? (
            <Skeleton className="h-7 w-12 rounded-full" />
          ) : (
            <button
              type="button"
              role="switch"
              aria-checked={enabled}
              aria-labelledby="registration-label"
              aria-describedby="registration-text"
              disabled={update.isPending}
              data-testid="admin-registration-switch"
              onClick={() => update.mutate({ registrationEnabled: !enabled })}
              className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-muted-foreground/40 transition-colors aria-checked:bg-primary disabled:opacity-60"
            >
              <span
                aria-hidden="true"
                className="inline-block size-6 rounded-full bg-white shadow transition-transform"
                style={{ transform: enabled ? 'translateX(1.25rem)' : 'translateX(0)' }}
              />
            </button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
