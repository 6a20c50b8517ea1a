import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RESET_TOKEN_PATTERN, resetPasswordBodySchema } from '@shared/api/account';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/input';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useResetPassword } from '../api/password-reset';
import { AuthHeading } from '../components/auth-heading';
import { PasswordInput } from '../components/password-input';
import { useLocalizeMessage } from '@web/lib/messages';

/** The page the reset e-mail links to: /reset-password?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const localizeMessage = useLocalizeMessage();
  useDocumentTitle(t('reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (!RESET_TOKEN_PATTERN.test(token)) {
    return (
      <>
        <AuthHeading title={t('reset.heading')} />
        <Alert tone="danger" className="mb-5">
          {t('reset.missingToken')}
        </Alert>
        <Link to="/forgot-password" className="font-semibold text-accent-text underline-offset-4 hover:underline">
          {t('reset.requestNew')}
        </Link>
      </>
    );
  }

  if (reset.isSuccess) {
    return (
      <>
        <AuthHeading title={t('reset.doneTitle')} subtitle={t('reset.doneText')} />
        <Link to="/login" replace className="font-semibold text-accent-text underline-offset-4 hover:underline">
          {t('reset.signIn')}
        </Link>
      </>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetPasswordBodySchema.safeParse({ token, newPassword: password });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0] ? localizeMessage(parsed.error.issues[0].message) : t('reset.failed'));
      passwordRef.current?.focus();
      return;
    }
    setFormError(null);
    reset.mutate(parsed.data);
  };

  const error = formError ?? (reset.error ? reset.error.message || t('reset.failed') : null);

  return (
    <>
      <AuthHeading title={t('reset.heading')} subtitle={t('reset.subheading')} />
      {error ? (
        <Alert
          tone="danger"
          className="mb-5"
          onDismiss={() => {
            setFormError(null);
            reset.reset();
          }}
        >
          {error}
        </Alert>
      ) : null}
      <form onSubmit={handleSubmit} className="space-y-4" noValidate>
        <div>
          <Label htmlFor="reset-password">{t('reset.password')}</Label>
          <PasswordInput
            ref={passwordRef}
            id="reset-password"
            name="new-password"
            autoComplete="new-password"
            placeholder={t('reset.passwordPlaceholder')}
            required
            minLength={8}
            maxLength={128}
            aria-describedby="reset-password-hint"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id="reset-password-hint" className="mt-1.5 text-xs text-muted-foreground">
            {t('register.passwordHint')}
          </p>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending} loadingText={t('reset.submitting')}>
          {t('reset.submit')}
        </Button>
      </form>
      {reset.error ? (
        <p className="mt-6 text-center text-sm">
          <Link to="/forgot-password" className="font-semibold text-accent-text underline-offset-4 hover:underline">
            {t('reset.requestNew')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
