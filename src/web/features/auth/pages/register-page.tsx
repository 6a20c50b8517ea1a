import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { FieldHint, Input, Label } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { registrationConfigQueryOptions } from '../api/registration-config';
import { AuthHeading } from '../components/auth-heading';
import { EmailField } from '../components/email-field';
import { PasswordInput } from '../components/password-input';
import { useRegister } from '../hooks/use-auth';
import { DEFAULT_AFTER_LOGIN } from '../redirect-target';

function RegistrationClosed() {
  const { t } = useTranslation('auth');
  return (
    <div className="text-center">
      <div
        aria-hidden="true"
        className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-muted text-accent-text"
      >
        <Lock className="size-7" />
      </div>
      <h1 className="font-display text-2xl font-extrabold tracking-tight uppercase italic">
        {t('register.closedTitle')}
      </h1>
      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{t('register.closedText')}</p>
      <Link to="/login" className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
        {t('register.closedLink')}
      </Link>
    </div>
  );
}

function RegisterForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const register = useRegister();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const usernameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // All three fields are required (the product spec's validation rules); nothing is sent until they are filled.
    if (!username.trim()) return usernameRef.current?.focus();
    if (!email.trim()) return emailRef.current?.focus();
    if (!password) return passwordRef.current?.focus();
    try {
      await register.mutateAsync({ username: username.trim(), email: email.trim(), password });
      await navigate(DEFAULT_AFTER_LOGIN, { replace: true });
    } catch {
      // Shown by the banner from the mutation state.
    }
  };

  const errorMessage = register.error ? register.error.message || t('register.failed') : null;

  return (
    <>
      <AuthHeading title={t('register.heading')} subtitle={t('register.subheading')} />
      {errorMessage ? (
        <Alert tone="danger" className="mb-5" onDismiss={() => register.reset()}>
          {errorMessage}
        </Alert>
      ) : null}
      <form onSubmit={handleSubmit} className="space-y-4" noValidate>
        <div>
          <Label htmlFor="register-username">{t('register.username')}</Label>
          <Input
            ref={usernameRef}
            id="register-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('register.usernamePlaceholder')}
            required
            maxLength={30}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        <EmailField
          id="register-email"
          label={t('register.email')}
          placeholder={t('register.emailPlaceholder')}
          value={email}
          onChange={setEmail}
          inputRef={emailRef}
        />
        <div>
          <Label htmlFor="register-password">{t('register.password')}</Label>
          <PasswordInput
            ref={passwordRef}
            id="register-password"
            name="password"
            autoComplete="new-password"
            placeholder={t('register.passwordPlaceholder')}
            required
            aria-describedby="register-password-hint"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <FieldHint id="register-password-hint">{t('register.passwordHint')}</FieldHint>
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          loading={register.isPending}
          loadingText={t('register.submitting')}
        >
          {t('register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-accent-text underline-offset-4 hover:underline">
          {t('register.loginLink')}
        </Link>
      </p>
    </>
  );
}

export function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.title'));
  const registration = useQuery(registrationConfigQueryOptions);

  if (registration.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-10 text-sm text-muted-foreground">
        <Spinner />
        {t('register.checking')}
      </div>
    );
  }
  // fetchRegistrationEnabled never rejects except on abort, so `data` is the decision.
  return registration.data === false ? <RegistrationClosed /> : <RegisterForm />;
}
