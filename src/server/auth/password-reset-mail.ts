import { RESET_TOKEN_PATTERN } from '@shared/api/account';
import type { Language } from '@shared/constants/enums';
import type { MailMessage } from '../lib/mailer';
import { mailTexts } from '../mail/mail-texts';

/** The reset page of the web app, with the one-time token; the page posts it to /api/auth/reset-password. */
export function resetLink(publicUrl: string, token: string): string {
  if (!RESET_TOKEN_PATTERN.test(token)) throw new Error('unexpected reset token format');
  return new URL(`/reset-password?token=${token}`, publicUrl).href;
}

export function passwordResetMail(publicUrl: string, user: { email: string; name: string }, token: string, language: Language = 'en'): MailMessage {
  const link = resetLink(publicUrl, token);
  const t = mailTexts(language);
  return {
    to: user.email,
    subject: t('passwordReset.subject'),
    text: [
      t('passwordReset.greeting', { name: user.name }),
      '',
      t('passwordReset.requested'),
      t('passwordReset.openLink'),
      '',
      link,
      '',
      t('passwordReset.once'),
      t('passwordReset.ignore'),
      '',
      'Rally Fantasy',
    ].join('\n'),
  };
}
