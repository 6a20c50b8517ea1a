import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAGUE_LIMITS } from '@shared/api/leagues';
import { LEAGUE_FORMATS, type LeagueFormat } from '@shared/constants/enums';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import { FieldError, FieldHint, Input, Label } from '@web/components/ui/input';
import { useCreateLeague } from '../api/leagues-api';
import { TextArea } from './text-area';

/**
 * The Create League modal: name (trimmed, required), description (optional), private by default, and the format:
 * classic by default, or head-to-head (docs/game-rules.md §8.9).
 */
export function CreateLeagueDialog({ trigger, onCreated }: { trigger: ReactNode; onCreated?: (id: number) => void }) {
  const { t } = useTranslation('leagues');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPrivate, setIsPrivate] = useState(true);
  const [format, setFormat] = useState<LeagueFormat>('classic');
  const create = useCreateLeague();
  const ids = { name: useId(), description: useId(), private: useId(), hint: useId(), error: useId(), format: useId() };
  const trimmed = name.trim();

  const reset = () => {
    setName('');
    setDescription('');
    setIsPrivate(true);
    setFormat('classic');
    create.reset();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed) return;
    create.mutate(
      { name: trimmed, description: description.trim() || null, isPrivate, format },
      {
        onSuccess: (league) => {
          setOpen(false);
          reset();
          onCreated?.(league.id);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      trigger={trigger}
      title={t('create.dialogTitle')}
      description={t('create.dialogDescription')}
    >
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        <div>
          <Label htmlFor={ids.name}>{t('create.nameLabel')}</Label>
          <Input
            id={ids.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('create.namePlaceholder')}
            maxLength={LEAGUE_LIMITS.name}
            autoComplete="off"
            required
            invalid={create.isError}
            aria-describedby={create.isError ? ids.error : undefined}
          />
        </div>
        <div>
          <Label htmlFor={ids.description}>{t('create.descriptionLabel')}</Label>
          <TextArea
            id={ids.description}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder={t('create.descriptionPlaceholder')}
            maxLength={LEAGUE_LIMITS.description}
            rows={3}
          />
        </div>
        <div>
          <Checkbox
            id={ids.private}
            label={t('create.privateLabel')}
            checked={isPrivate}
            onChange={(e) => setIsPrivate(e.target.checked)}
            aria-describedby={ids.hint}
          />
          <FieldHint id={ids.hint}>{t('create.privateHint')}</FieldHint>
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">{t('create.formatLegend')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {LEAGUE_FORMATS.map((f) => {
              const label = f === 'classic' ? t('create.formatClassic') : t('create.formatH2h');
              const hint = f === 'classic' ? t('create.formatClassicHint') : t('create.formatH2hHint');
              return (
                <label
                  key={f}
                  className="flex cursor-pointer gap-2.5 rounded-lg border border-input p-3 has-[:checked]:border-accent-text has-[:checked]:bg-muted/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring/60"
                >
                  <input
                    type="radio"
                    name={ids.format}
                    value={f}
                    checked={format === f}
                    onChange={() => setFormat(f)}
                    aria-describedby={`${ids.format}-${f}`}
                    className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
                  />
                  <span>
                    <span className="block text-sm font-semibold">{label}</span>
                    <span id={`${ids.format}-${f}`} className="block text-xs text-muted-foreground">
                      {hint}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <FieldError id={ids.error}>{create.error?.message}</FieldError>
        <DialogActions cancelLabel={t('create.cancel')}>
          <Button type="submit" disabled={!trimmed} loading={create.isPending} loadingText={t('create.submitting')}>
            {t('create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
