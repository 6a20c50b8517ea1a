import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAccountSettings } from '../api/account-api';
import { AccountSettingsForm } from '../components/account-settings-form';
import { ApiTokensCard } from '../components/api-tokens-card';
import { ChangePasswordCard } from '../components/change-password-card';
import { DangerZone, YourDataCard } from '../components/danger-zone';
import { PushSettingsCard } from '../components/push-settings-card';
import { ReachSettingsCard } from '../components/reach-settings-card';

function FormSkeleton() {
  return (
    <Card aria-busy="true">
      <CardHeader>
        <Skeleton className="h-6 w-48" />
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
        <Skeleton className="h-24" />
        <Skeleton className="h-16" />
      </CardContent>
    </Card>
  );
}

export function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('title'));
  const settings = useAccountSettings();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('title')} description={t('description')} className="mb-0 sm:mb-2" />
      {settings.isPending ? (
        <FormSkeleton />
      ) : settings.error ? (
        <Alert tone="danger">{settings.error.message || t('form.loadFailed')}</Alert>
      ) : (
        <AccountSettingsForm settings={settings.data} />
      )}
      <ReachSettingsCard emailUpdates={settings.data?.preferences.emailUpdates} />
      <PushSettingsCard />
      <ChangePasswordCard />
      <ApiTokensCard />
      <YourDataCard />
      <DangerZone />
    </div>
  );
}
