import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_INPUT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/api/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FieldHint, Input, Label } from '@web/components/ui/input';
import { useChangePassword } from '../api/account-api';
import { useLocalizeMessage } from '@web/lib/messages';

/** docs/decisions/0080-auth-routes-and-input-guards.md: the current password is required, the new one is 8–128 characters, other sessions end. */
export function ChangePasswordCard() {
  const { t } = useTranslation('settings');
  const localizeMessage = useLocalizeMessage();
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = !currentPassword
      ? t('password.currentRequired')
      : newPassword.length < PASSWORD_MIN_LENGTH
        ? localizeMessage(AUTH_INPUT_MESSAGES.passwordTooShort)
        : newPassword.length > PASSWORD_MAX_LENGTH
          ? localizeMessage(AUTH_INPUT_MESSAGES.passwordTooLong)
          : null;
    setFormError(problem);
    if (problem) return;
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      setCurrent('');
      setNew('');
    } catch {
      // Shown from the mutation's error below.
    }
  };

  const error = formError ?? (change.error ? change.error.message || t('password.failed') : null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('password.title')}</CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          {change.isSuccess && !error ? <Alert tone="success">{t('password.changed')}</Alert> : null}
          {error ? (
            <Alert
              tone="danger"
              onDismiss={() => {
                setFormError(null);
                change.reset();
              }}
            >
              {error}
            </Alert>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor="password-current">{t('password.current')}</Label>
              <Input
                id="password-current"
                type="password"
                autoComplete="current-password"
                required
                value={currentPassword}
                onChange={(e) => setCurrent(e.target.value)}
              />
            </div>
            <div>
              <Label htmlFor="password-new">{t('password.new')}</Label>
              <Input
                id="password-new"
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={PASSWORD_MAX_LENGTH}
                aria-describedby="password-new-hint"
                value={newPassword}
                onChange={(e) => setNew(e.target.value)}
              />
              <FieldHint id="password-new-hint">{t('password.newHint')}</FieldHint>
            </div>
          </div>
          <div className="flex justify-end">
            <Button type="submit" variant="outline" loading={change.isPending} loadingText={t('password.submitting')} className="w-full sm:w-auto">
              {t('password.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
