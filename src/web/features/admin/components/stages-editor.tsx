import { useId, useState, type FormEvent } from 'react';
import { Pencil, Plus, Trash2, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EVENT_LIMITS, stageBodySchema, type AdminStage, type StageBody } from '@shared/api/admin-events';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog } from '@web/components/ui/dialog';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { useDeleteStage } from '../api/delete-stage';
import { useSaveStage } from '../api/save-stage';
import { formatDateTime, fromLocalInput, toLocalInput } from '../lib/format';
import { ErrorAlert } from './error-alert';

interface StageValues {
  number: string;
  name: string;
  length: string;
  startTime: string;
  isPowerStage: boolean;
}

type StageField = keyof StageValues;

function toBody(v: StageValues): StageBody {
  return {
    number: v.number.trim() === '' ? Number.NaN : Number(v.number),
    name: v.name,
    length: v.length.trim() === '' ? null : Number(v.length.replace(',', '.')),
    startTime: v.startTime ? fromLocalInput(v.startTime) : null,
    isPowerStage: v.isPowerStage,
  };
}

function StageDialog({
  eventId,
  stage,
  nextNumber,
  open,
  onOpenChange,
}: {
  eventId: number;
  stage: AdminStage | null;
  nextNumber: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const uid = useId();
  const save = useSaveStage();
  const [values, setValues] = useState<StageValues>(() => ({
    number: String(stage?.number ?? nextNumber),
    name: stage?.name ?? '',
    length: stage?.length === null || stage?.length === undefined ? '' : String(stage.length),
    startTime: toLocalInput(stage?.startTime ?? null),
    isPowerStage: stage?.isPowerStage ?? false,
  }));
  const [errors, setErrors] = useState<Partial<Record<StageField, string>>>({});
  const id = (f: StageField) => `${uid}-${f}`;
  const set = <K extends StageField>(f: K, v: StageValues[K]) => {
    setValues((s) => ({ ...s, [f]: v }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = toBody(values);
    const parsed = stageBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<StageField, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as StageField | undefined;
        if (f && !next[f]) next[f] = issue.message;
      }
      setErrors(next);
      return;
    }
    save.mutate({ eventId, stageId: stage?.id ?? null, body }, { onSuccess: () => onOpenChange(false) });
  }

  const err = (f: StageField) => (errors[f] ? <FieldError id={`${id(f)}-error`}>{errors[f]}</FieldError> : null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={stage ? t('stages.editTitle', { number: stage.number }) : t('stages.addTitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <ErrorAlert error={save.error} onDismiss={() => save.reset()} />
        <div className="grid grid-cols-[6rem_1fr] gap-3">
          <div>
            <Label htmlFor={id('number')}>{t('stages.number')}</Label>
            <Input id={id('number')} inputMode="numeric" value={values.number} invalid={!!errors.number} aria-describedby={errors.number ? `${id('number')}-error` : undefined} onChange={(e) => set('number', e.target.value)} />
          </div>
          <div>
            <Label htmlFor={id('name')}>{t('stages.name')}</Label>
            <Input id={id('name')} value={values.name} maxLength={EVENT_LIMITS.stageName} invalid={!!errors.name} aria-describedby={errors.name ? `${id('name')}-error` : undefined} onChange={(e) => set('name', e.target.value)} />
          </div>
        </div>
        {err('number')}
        {err('name')}
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <Label htmlFor={id('length')}>{t('stages.length')}</Label>
            <Input id={id('length')} inputMode="decimal" value={values.length} invalid={!!errors.length} aria-describedby={errors.length ? `${id('length')}-error` : undefined} onChange={(e) => set('length', e.target.value)} />
            {err('length')}
          </div>
          <div>
            <Label htmlFor={id('startTime')}>{t('stages.startTime')}</Label>
            <Input id={id('startTime')} type="datetime-local" value={values.startTime} invalid={!!errors.startTime} onChange={(e) => set('startTime', e.target.value)} />
            {err('startTime')}
          </div>
        </div>
        <Checkbox
          id={id('isPowerStage')}
          className="min-h-11 font-semibold"
          label={t('stages.powerStage')}
          checked={values.isPowerStage}
          onChange={(e) => set('isPowerStage', e.target.checked)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} loadingText={t('saving')} data-testid="admin-stage-save">
            {t('stages.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The stages of an event: a list with edit / remove, and a dialog to add or edit one. */
export function StagesEditor({ eventId, stages }: { eventId: number; stages: AdminStage[] }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteStage();
  const [editing, setEditing] = useState<AdminStage | 'new' | null>(null);
  const [confirm, setConfirm] = useState<AdminStage | null>(null);
  const nextNumber = stages.reduce((max, s) => Math.max(max, s.number), 0) + 1;

  return (
    <section aria-labelledby="admin-stages-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="admin-stages-heading" className="text-xl font-bold">
          {t('stages.title')}
        </h2>
        <Button size="sm" onClick={() => setEditing('new')} data-testid="admin-add-stage">
          <Plus aria-hidden="true" className="size-4" />
          {t('stages.add')}
        </Button>
      </div>
      <ErrorAlert error={remove.error} onDismiss={() => remove.reset()} />
      {stages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">{t('stages.empty')}</p>
      ) : (
        <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card" data-testid="admin-stage-list">
          {stages.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
              <span className="w-12 font-mono text-sm font-bold tabular-nums">{t('stages.code', { number: s.number })}</span>
              <span className="min-w-0 flex-1 font-semibold">
                {s.name}
                {s.isPowerStage ? (
                  <Badge tone="warning" className="ml-2">
                    <Zap aria-hidden="true" className="size-3" />
                    {t('stages.powerStageBadge')}
                  </Badge>
                ) : null}
              </span>
              <span className="text-sm text-muted-foreground tabular-nums">
                {s.length === null ? '—' : t('stages.km', { length: s.length })} · {formatDateTime(s.startTime)}
              </span>
              <span className="flex gap-1">
                <Button variant="ghost" size="icon" aria-label={t('stages.editNamed', { number: s.number })} onClick={() => setEditing(s)}>
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="ghost" size="icon" aria-label={t('stages.removeNamed', { number: s.number })} onClick={() => setConfirm(s)}>
                  <Trash2 aria-hidden="true" className="size-4 text-danger" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <StageDialog
          key={editing === 'new' ? 'new' : editing.id}
          eventId={eventId}
          stage={editing === 'new' ? null : editing}
          nextNumber={nextNumber}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('stages.removeTitle', { number: confirm?.number ?? 0 })}
        description={t('stages.removeText', { name: confirm?.name ?? '' })}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirm(null)}>
              {t('cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => confirm && remove.mutate({ eventId, stageId: confirm.id }, { onSuccess: () => setConfirm(null) })}
            >
              {t('stages.remove')}
            </Button>
          </>
        }
      />
    </section>
  );
}
