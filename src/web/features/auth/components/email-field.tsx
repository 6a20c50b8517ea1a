import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label } from '@web/components/ui/input';

/** The e-mail field of the sign-in, registration and forgotten-password forms: one label, one input, the same hints. */
export function EmailField({
  id,
  label,
  placeholder,
  value,
  onChange,
  inputRef,
}: {
  id: string;
  label: string;
  /** The registration form words its example differently; the others share the sign-in one. */
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('auth');
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={inputRef}
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={placeholder ?? t('login.emailPlaceholder')}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
