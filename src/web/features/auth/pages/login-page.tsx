import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/input';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useTypedBeforeStart } from '@web/lib/use-typed-before-start';
import { AuthHeading } from '../components/auth-heading';
import { EmailField } from '../components/email-field';
import { PasswordInput } from '../components/password-input';
import { useLogin } from '../hooks/use-auth';
import { redirectTargetFromState } from '../redirect-target';

export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  // Set by the settings page after an account deletion.
  const [params] = useSearchParams();
  const accountDeleted = params.get('accountDeleted') === '1';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Checked: a 30-day session; unchecked: the cookie ends with the browser (issue 14).
  const [rememberMe, setRememberMe] = useState(true);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, (field) => {
    const typedEmail = field('email')?.value;
    const typedPassword = field('password')?.value;
    if (typedEmail) setEmail(typedEmail);
    if (typedPassword) setPassword(typedPassword);
    setRememberMe(field('remember')?.checked ?? true);
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The product spec's validation: nothing is sent while a field is empty; focus shows the player what is missing.
    if (!email.trim()) return emailRef.current?.focus();
    if (!password) return passwordRef.current?.focus();
    try {
      await login.mutateAsync({ email: email.trim(), password, rememberMe });
      await navigate(redirectTargetFromState(location.state), { replace: true });
    } catch {
      // The mutation keeps the error; the banner below shows it.
    }
  };

  const errorMessage = login.error ? login.error.message || t('login.failed') : null;

  return (
    <>
      <AuthHeading title={t('login.heading')} subtitle={t('login.subheading')} />
      {accountDeleted && !errorMessage ? (
        <Alert tone="success" className="mb-5">
          {t('login.accountDeleted')}
        </Alert>
      ) : null}
      {errorMessage ? (
        <Alert tone="danger" className="mb-5" onDismiss={() => login.reset()}>
          {errorMessage}
        </Alert>
      ) : null}
      <form ref={formRef} onSubmit={handleSubmit} className="space-y-4" noValidate>
        <EmailField id="login-email" label={t('login.email')} value={email} onChange={setEmail} inputRef={emailRef} />
        <div>
          <Label htmlFor="login-password">{t('login.password')}</Label>
          <PasswordInput
            ref={passwordRef}
            id="login-password"
            name="password"
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <Checkbox
            id="login-remember"
            name="remember"
            label={t('login.rememberMe')}
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
          <Link to="/forgot-password" className="text-sm font-semibold text-accent-text underline-offset-4 hover:underline">
            {t('login.forgotPassword')}
          </Link>
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          loading={login.isPending}
          loadingText={t('login.submitting')}
        >
          {t('login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('login.noAccount')}{' '}
        <Link to="/register" className="font-semibold text-accent-text underline-offset-4 hover:underline">
          {t('login.registerLink')}
        </Link>
      </p>
    </>
  );
}
