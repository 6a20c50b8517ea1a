import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { isApiError } from '@web/lib/api-client';

/**
 * A refused or failed request. The server's message is shown as it is: it names the field and the rule
 * (the console's audience is the operators, and the texts are the API's exact ones).
 */
export function ErrorAlert({ error, onDismiss, className }: { error: unknown; onDismiss?: () => void; className?: string }) {
  const { t } = useTranslation('admin');
  if (!error) return null;
  const message = isApiError(error) && error.status > 0 && error.status < 500 ? error.message : t('errors.generic');
  return (
    <Alert tone="danger" onDismiss={onDismiss} className={className}>
      {message}
    </Alert>
  );
}
