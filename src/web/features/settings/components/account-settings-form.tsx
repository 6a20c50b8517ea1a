import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateSettingsBodySchema, type AccountSettings } from '@shared/api/account';
import { LANGUAGES, THEMES, type Language, type ThemePreference } from '@shared/constants/enums';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Select } from '@web/components/ui/form-controls';
import { FieldHint, Input, Label } from '@web/components/ui/input';
import { applyPreferences } from '@web/lib/account-preferences';
import { themePreferenceInUse } from '@web/lib/theme';
import { countryOptions } from '@web/lib/country-options';
import { useUpdateSettings } from '../api/account-api';
import { useLocalizeMessage } from '@web/lib/messages';

/** The success banner shows for 3 seconds. */
const SAVED_BANNER_MS = 3000;

interface FormState {
  username: string;
  fullName: string;
  country: string;
  notifications: boolean;
  emailUpdates: boolean;
  publicProfile: boolean;
  language: Language;
  theme: ThemePreference;
}

const toForm = (s: AccountSettings): FormState => ({
  username: s.profile.username,
  fullName: s.profile.fullName ?? '',
  country: s.profile.country ?? '',
  ...s.preferences,
});

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-border pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-base font-bold">{title}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

/** The spec's "Account Settings" form: profile, notifications, language and theme, saved together. */
export function AccountSettingsForm({ settings }: { settings: AccountSettings }) {
  const { t, i18n } = useTranslation('settings');
  const localizeMessage = useLocalizeMessage();
  const save = useUpdateSettings();
  const [form, setForm] = useState<FormState>(() => {
    const initial = toForm(settings);
    return { ...initial, theme: themePreferenceInUse(initial.theme) };
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), SAVED_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const body = { ...form, fullName: form.fullName, country: form.country === '' ? null : form.country };
    // The server's own schema first, so most mistakes are shown without a round trip.
    const parsed = updateSettingsBodySchema.safeParse(body);
    if (!parsed.success) {
      setFormError(parsed.error.issues[0] ? localizeMessage(parsed.error.issues[0].message) : t('form.failed'));
      return;
    }
    setFormError(null);
    try {
      const next = await save.mutateAsync(parsed.data);
      setForm(toForm(next));
      await applyPreferences(next.preferences, { theme: true });
      setSaved(true);
    } catch {
      // The mutation keeps the error for the banner.
    }
  };

  const error = formError ?? (save.error ? save.error.message || t('form.failed') : null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} noValidate className="space-y-6">
          {saved ? <Alert tone="success">{t('form.saved')}</Alert> : null}
          {error ? (
            <Alert
              tone="danger"
              onDismiss={() => {
                setFormError(null);
                save.reset();
              }}
            >
              {error}
            </Alert>
          ) : null}

          <Section title={t('form.profile')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <Label htmlFor="settings-username">{t('form.username')}</Label>
                <Input
                  id="settings-username"
                  name="username"
                  autoComplete="username"
                  required
                  minLength={3}
                  maxLength={30}
                  aria-describedby="settings-username-hint"
                  value={form.username}
                  onChange={(e) => set('username', e.target.value)}
                />
                <FieldHint id="settings-username-hint">{t('form.usernameHint')}</FieldHint>
              </div>
              <div>
                <Label htmlFor="settings-email">{t('form.email')}</Label>
                <Input
                  id="settings-email"
                  name="email"
                  type="email"
                  readOnly
                  aria-describedby="settings-email-hint"
                  value={settings.profile.email}
                />
                <FieldHint id="settings-email-hint">{t('form.emailHint')}</FieldHint>
              </div>
              <div>
                <Label htmlFor="settings-full-name">{t('form.fullName')}</Label>
                <Input
                  id="settings-full-name"
                  name="fullName"
                  autoComplete="name"
                  maxLength={100}
                  placeholder={t('form.fullNamePlaceholder')}
                  value={form.fullName}
                  onChange={(e) => set('fullName', e.target.value)}
                />
              </div>
              <div>
                <Label htmlFor="settings-country">{t('form.country')}</Label>
                <Select id="settings-country" name="country" value={form.country} onChange={(e) => set('country', e.target.value)}>
                  <option value="">{t('form.countryNone')}</option>
                  {countryOptions(i18n.resolvedLanguage ?? 'en').map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
          </Section>

          <Section title={t('form.notifications')}>
            <div className="flex flex-col gap-3">
              <Checkbox
                id="settings-notifications"
                label={t('form.notificationsInApp')}
                checked={form.notifications}
                onChange={(e) => set('notifications', e.target.checked)}
              />
              <Checkbox
                id="settings-email-updates"
                label={t('form.notificationsEmail')}
                checked={form.emailUpdates}
                onChange={(e) => set('emailUpdates', e.target.checked)}
              />
              <Checkbox
                id="settings-public-profile"
                label={t('form.publicProfile')}
                checked={form.publicProfile}
                onChange={(e) => set('publicProfile', e.target.checked)}
              />
            </div>
          </Section>

          <Section title={t('form.preferences')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <Label htmlFor="settings-language">{t('form.language')}</Label>
                <Select id="settings-language" name="language" value={form.language} onChange={(e) => set('language', e.target.value as Language)}>
                  {LANGUAGES.map((l) => (
                    <option key={l} value={l} lang={l}>
                      {t(`languages.${l}`)}
                    </option>
                  ))}
                </Select>
              </div>
              <div>
                <Label htmlFor="settings-theme">{t('form.theme')}</Label>
                <Select id="settings-theme" name="theme" value={form.theme} onChange={(e) => set('theme', e.target.value as ThemePreference)}>
                  {THEMES.map((th) => (
                    <option key={th} value={th}>
                      {t(`themes.${th}`)}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
          </Section>

          <div className="flex justify-end border-t border-border pt-5">
            <Button type="submit" loading={save.isPending} loadingText={t('form.saving')} className="w-full sm:w-auto">
              {t('form.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
