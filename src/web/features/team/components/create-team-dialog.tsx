import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_NAME_MAX_LENGTH } from '@shared/api/fantasy';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { useCreateTeam } from '@web/lib/api/my-team';

/** Spec §2 My Team "Create Your Team" modal: one field, the name, trimmed and non-empty (spec §5). */
export function CreateTeamDialog({ trigger }: { trigger: ReactNode }) {
  const { t } = useTranslation('team');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const create = useCreateTeam();
  const inputId = useId();
  const errorId = useId();
  const trimmed = name.trim();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed) return;
    create.mutate({ name: trimmed }, { onSuccess: () => setOpen(false) });
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
