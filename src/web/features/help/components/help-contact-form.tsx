import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { helpBodySchema } from '@shared/api/contact';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/form-controls';
import { Input, Label } from '@web/components/ui/input';
import { useSessionUser } from '@web/lib/session';
import { useSendHelpRequest } from '../api/send-help-request';

/** Subject and a 4-row message (the product spec's help page); the sender is the signed-in account. */
export function HelpContactForm() {
  const { t } = useTranslation('help');
  const { user } = useSessionUser();
  const send = useSendHelpRequest();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = helpBodySchema.safeParse({ subject, message });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? t('contact.failed'));
      return;
    }
    setFormError(null);
    try {
      await send.mutateAsync(parsed.data);
      setSubject('');
      setMessage('');
    } catch {
      // Kept in the mutation; the banner shows it and the typed text stays.
    }
  };

  const error = formError ?? (send.error ? send.error.message || t('contact.failed') : null);

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('contact.description', { email: user?.email ?? '' })}</p>
      {send.isSuccess && !error ? <Alert tone="success">{t('contact.sent')}</Alert> : null}
      {error ? (
        <Alert
          tone="danger"
          onDismiss={() => {
            setFormError(null);
            send.reset();
          }}
        >
          {error}
        </Alert>
      ) : null}
      <div>
        <Label htmlFor="help-subject">{t('contact.subject')}</Label>
        <Input
          id="help-subject"
          name="subject"
          required
          maxLength={150}
          placeholder={t('contact.subjectPlaceholder')}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
      </div>
      <div>
        <Label htmlFor="help-message">{t('contact.message')}</Label>
        <Textarea
          id="help-message"
          name="message"
          rows={4}
          required
          maxLength={5000}
          className="min-h-0"
          placeholder={t('contact.messagePlaceholder')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <Button type="submit" loading={send.isPending} loadingText={t('contact.submitting')} className="w-full sm:w-auto">
        {t('contact.submit')}
      </Button>
    </form>
  );
}
