import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEAGUE_LIMITS } from '@shared/api/leagues';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { useJoinByCode } from '../api/leagues-api';

/** The Join League modal: an empty code (after trimming) submits nothing. */
export function JoinLeagueDialog({ trigger }: { trigger: ReactNode }) {
  const { t } = useTranslation('leagues');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const join = useJoinByCode();
  const inputId = useId();
  const errorId = useId();
  const trimmed = code.trim();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed) return;
    join.mutate(trimmed, {
      onSuccess: (league) => {
        setOpen(false);
        void navigate(`/leagues/${league.id}`);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setCode('');
          join.reset();
        }
      }}
      trigger={trigger}
      title={t('join.dialogTitle')}
      description={t('join.dialogDescription')}
    >
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        <div>
          <Label htmlFor={inputId}>{t('join.codeLabel')}</Label>
          <Input
            id={inputId}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder={t('join.codePlaceholder')}
            maxLength={LEAGUE_LIMITS.codeInput}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono tracking-widest uppercase"
            invalid={join.isError}
            aria-describedby={join.isError ? errorId : undefined}
          />
          <FieldError id={errorId}>{join.error?.message}</FieldError>
        </div>
        <DialogActions cancelLabel={t('join.cancel')}>
          <Button type="submit" loading={join.isPending} loadingText={t('join.submitting')}>
            {t('join.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
