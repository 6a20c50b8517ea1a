import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthHeading } from '../components/auth-heading';
import { EmailField } from '../components/email-field';
import { useLocalizeMessage } from '@web/lib/messages';

/** "Forgot your password?" (issue 14): the server answers the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const localizeMessage = useLocalizeMessage();
  useDocumentTitle(t('forgot.title'));
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return emailRef.current?.focus();
    request.mutate({ email: email.trim() });
  };

  return (
    <>
      <AuthHeading title={t('forgot.heading')} subtitle={t('forgot.subheading')} />
      {request.isSuccess ? (
        <Alert tone="success" title={t('forgot.sentTitle')} className="mb-5">
          {localizeMessage(request.data.message)}
        </Alert>
      ) : null}
      {request.error ? (
        <Alert tone="danger" className="mb-5" onDismiss={() => request.reset()}>
          {request.error.message || t('forgot.failed')}
        </Alert>
      ) : null}
      <form onSubmit={handleSubmit} className="space-y-4" noValidate>
        <EmailField id="forgot-email" label={t('forgot.email')} value={email} onChange={setEmail} inputRef={emailRef} />
        <Button type="submit" size="lg" className="w-full" loading={request.isPending} loadingText={t('forgot.submitting')}>
          {t('forgot.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-accent-text underline-offset-4 hover:underline">
          {t('forgot.back')}
        </Link>
      </p>
    </>
  );
}
