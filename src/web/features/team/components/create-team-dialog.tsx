import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// From the constants, not @shared/api/fantasy: that module would bring zod into the team page (issue 17).
import { TEAM_NAME_MAX_LENGTH } from '@shared/constants/limits';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { useCreateTeam } from '../api/team-api';

/**
 * My Team's "Create Your Team" modal: one field, the name, trimmed and non-empty (docs/game-rules.md §3.1).
 * Its trigger disappears with the "no team" prompt once the team exists, so Radix could not give focus back
 * to it: after a creation `focusAfterCreate` (the team page's title) takes focus instead of <body>.
 */
export function CreateTeamDialog({ trigger, focusAfterCreate }: { trigger: ReactNode; focusAfterCreate?: string }) {
  const { t } = useTranslation('team');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const create = useCreateTeam();
  const inputId = useId();
  const errorId = useId();
  const trimmed = name.trim();
  const created = useRef(false);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed) return;
    create.mutate(
      { name: trimmed },
      {
        onSuccess: () => {
          created.current = true;
          setOpen(false);
        },
      },
    );
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setName('');
      create.reset();
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={t('create.dialogTitle')}
      description={t('create.dialogDescription')}
      onCloseAutoFocus={(event) => {
        if (!created.current || !focusAfterCreate) return;
        created.current = false;
        event.preventDefault();
        document.getElementById(focusAfterCreate)?.focus();
      }}
    >
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        <div>
          <Label htmlFor={inputId}>{t('create.nameLabel')}</Label>
          <Input
            id={inputId}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('create.namePlaceholder')}
            maxLength={TEAM_NAME_MAX_LENGTH}
            autoComplete="off"
            required
            invalid={create.isError}
            aria-describedby={create.isError ? errorId : undefined}
          />
          <FieldError id={errorId}>{create.error?.message}</FieldError>
        </div>
        <DialogActions cancelLabel={t('create.cancel')}>
          <Button type="submit" disabled={!trimmed} loading={create.isPending} loadingText={t('create.submitting')}>
            {t('create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
