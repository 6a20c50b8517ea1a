import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CircleCheck, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  contactBodySchema,
  type ContactBody,
  type ContactField,
} from '@shared/api/contact';
import { CONTACT_CATEGORIES, type ContactCategory } from '@shared/constants/enums';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FieldError, FieldHint, Input, Label } from '@web/components/ui/input';
import { useSendContactMessage } from '../api/send-contact';
import { Select, Textarea } from '@web/components/ui/form-controls';

/** The success message stays for 3 seconds, then the form starts over. */
export const CONTACT_SUCCESS_MS = 3000;

const FIELD_ORDER: ContactField[] = ['name', 'email', 'category', 'subject', 'message'];

interface ContactValues {
  name: string;
  email: string;
  category: ContactCategory;
  subject: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', category: 'general', subject: '', message: '' };

type MessageKey = keyof typeof CONTACT_MESSAGES;
const MESSAGE_KEYS = new Map<string, MessageKey>(
  (Object.entries(CONTACT_MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

function RequiredLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
      <span aria-hidden="true" className="ml-0.5 text-danger">
        *
      </span>
    </Label>
  );
}

/**
 * The contact form (docs/decisions/0031-contact-messages.md): idle → "Sending..." with the button disabled → "Message Sent Successfully!"
 * for 3 s → an empty form with category general. Unlike the spec's simulated send, the message really goes
 * to POST /api/contact; the same zod schema checks it here first and on the server again.
 */
export function ContactForm() {
  const { t } = useTranslation('public');
  const send = useSendContactMessage();
  const uid = useId();
  const ids = Object.fromEntries(FIELD_ORDER.map((field) => [field, `${uid}-${field}`])) as Record<ContactField, string>;
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [sent, setSent] = useState(false);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!sent) return;
    successRef.current?.focus();
    const timer = window.setTimeout(() => {
      setValues(EMPTY);
      setErrors({});
      setSent(false);
      send.reset();
      headingRef.current?.focus();
    }, CONTACT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
    // `send.reset` is stable; only the switch to "sent" starts the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent]);

  const translate = (message: string): string => {
    const key = MESSAGE_KEYS.get(message);
    if (!key) return message;
    const field = FIELD_ORDER.find((name) => key.startsWith(name));
    const max = field && field !== 'category' ? CONTACT_LIMITS[field] : undefined;
    return t(`contact.errors.${key}`, { max });
  };

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Clear a field's error as soon as it is edited; it is checked again on submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = contactBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<ContactField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ContactField | undefined;
        if (field && !next[field]) next[field] = translate(issue.message);
      }
      setErrors(next);
      const first = FIELD_ORDER.find((field) => next[field]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    setErrors({});
    const body: ContactBody = parsed.data;
    send.mutate(body, { onSuccess: () => setSent(true) });
  };

  const describedBy = (field: ContactField, hint?: string) =>
    [errors[field] ? `${ids[field]}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;

  if (sent) {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        data-testid="contact-success"
        className="flex min-h-96 flex-col items-center justify-center rounded-xl border border-success-border bg-success-soft px-6 py-12 text-center outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-14 text-success" />
        <p className="mt-4 text-xl font-bold text-success">{t('contact.successTitle')}</p>
        <p className="mt-2 max-w-sm text-foreground">{t('contact.successText')}</p>
      </div>
    );
  }

  const messageCountId = `${ids.message}-count`;
  const hasErrors = Object.values(errors).some(Boolean);

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby={`${uid}-title`} className="space-y-5">
      <div>
        <h2 id={`${uid}-title`} ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
          {t('contact.formTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('contact.requiredNote')}</p>
      </div>

      {send.isError ? (
        <Alert tone="danger" title={t('contact.errorTitle')} onDismiss={() => send.reset()}>
          {send.error.message}
        </Alert>
      ) : hasErrors ? (
        <Alert tone="danger">{t('contact.fixErrors')}</Alert>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <RequiredLabel htmlFor={ids.name}>{t('contact.name')}</RequiredLabel>
          <Input
            ref={(el) => {
              fieldRefs.current.name = el;
            }}
            id={ids.name}
            name="name"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            placeholder={t('contact.namePlaceholder')}
            value={values.name}
            invalid={Boolean(errors.name)}
            aria-describedby={describedBy('name')}
            onChange={(event) => update('name', event.target.value)}
          />
          <FieldError id={`${ids.name}-error`}>{errors.name}</FieldError>
        </div>
        <div>
          <RequiredLabel htmlFor={ids.email}>{t('contact.email')}</RequiredLabel>
          <Input
            ref={(el) => {
              fieldRefs.current.email = el;
            }}
            id={ids.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            placeholder={t('contact.emailPlaceholder')}
            value={values.email}
            invalid={Boolean(errors.email)}
            aria-describedby={describedBy('email')}
            onChange={(event) => update('email', event.target.value)}
          />
          <FieldError id={`${ids.email}-error`}>{errors.email}</FieldError>
        </div>
      </div>

      <div>
        <Label htmlFor={ids.category}>{t('contact.category')}</Label>
        <Select
          ref={(el) => {
            fieldRefs.current.category = el;
          }}
          id={ids.category}
          name="category"
          value={values.category}
          invalid={Boolean(errors.category)}
          aria-describedby={describedBy('category')}
          onChange={(event) => update('category', event.target.value)}
        >
          {CONTACT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`contact.categories.${category}`)}
            </option>
          ))}
        </Select>
        <FieldError id={`${ids.category}-error`}>{errors.category}</FieldError>
      </div>

      <div>
        <RequiredLabel htmlFor={ids.subject}>{t('contact.subject')}</RequiredLabel>
        <Input
          ref={(el) => {
            fieldRefs.current.subject = el;
          }}
          id={ids.subject}
          name="subject"
          required
          maxLength={CONTACT_LIMITS.subject}
          placeholder={t('contact.subjectPlaceholder')}
          value={values.subject}
          invalid={Boolean(errors.subject)}
          aria-describedby={describedBy('subject')}
          onChange={(event) => update('subject', event.target.value)}
        />
        <FieldError id={`${ids.subject}-error`}>{errors.subject}</FieldError>
      </div>

      <div>
        <RequiredLabel htmlFor={ids.message}>{t('contact.message')}</RequiredLabel>
        <Textarea
          ref={(el) => {
            fieldRefs.current.message = el;
          }}
          id={ids.message}
          name="message"
          required
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          placeholder={t('contact.messagePlaceholder')}
          value={values.message}
          invalid={Boolean(errors.message)}
          aria-describedby={describedBy('message', messageCountId)}
          onChange={(event) => update('message', event.target.value)}
        />
        <FieldError id={`${ids.message}-error`}>{errors.message}</FieldError>
        <FieldHint id={messageCountId} className="text-right tabular-nums">
          {t('contact.characters', { count: values.message.length, max: CONTACT_LIMITS.message })}
        </FieldHint>
      </div>

      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        loading={send.isPending}
        loadingText={t('contact.sending')}
      >
        <Send aria-hidden="true" className="size-4" />
        {t('contact.submit')}
      </Button>
    </form>
  );
}
