import { useId, useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_EVENT_MESSAGES,
  EVENT_LIMITS,
  eventBodySchema,
  type AdminEvent,
  type AdminStage,
  type EventBody,
} from '@shared/api/admin-events';
import { LANGUAGES, SURFACES, type Language, type Surface } from '@shared/constants/enums';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Select, Textarea } from '@web/components/ui/form-controls';
import { FieldError, FieldHint, Input, Label } from '@web/components/ui/input';
import { formatDate } from '@web/lib/format-date';
import { currentLanguage, LANGUAGE_NAMES } from '@web/lib/i18n';
import { describeEvent } from '@web/features/events';
import { useLocalizeMessage } from '@web/lib/messages';
import { useSaveEvent } from '../api/save-event';
import { instantOf, toLocalInput } from '../lib/format';
import { firstStageOf, startMoveOf } from '../lib/start-move';
import { ErrorAlert } from './error-alert';
import { clockDate } from '@web/lib/clock';

interface Values {
  season: string;
  round: string;
  name: string;
  country: string;
  location: string;
  description: string;
  descriptionLanguage: Language;
  imageUrl: string;
  startDate: string;
  endDate: string;
  surfaceType: Surface;
}

type Field = keyof Values;

/** What the description field starts with: a generated description worded in the admin's language. */
type Describe = (event: AdminEvent) => string;

function initialValues(event: AdminEvent | null, describe: Describe): Values {
  return {
    season: String(event?.season ?? clockDate().getFullYear()),
    round: event ? String(event.round) : '',
    name: event?.name ?? '',
    country: event?.country ?? '',
    location: event?.location ?? '',
    description: event?.descriptionFacts ? describe(event) : (event?.description ?? ''),
    // The language the text is recorded in; a new text starts in the admin's own (docs/decisions/0207).
    descriptionLanguage: event?.descriptionLanguage ?? currentLanguage(),
    imageUrl: event?.imageUrl ?? '',
    startDate: toLocalInput(event?.startDate ?? null),
    endDate: toLocalInput(event?.endDate ?? null),
    surfaceType: event?.surfaceType ?? 'gravel',
  };
}

/**
 * The body the form sends. The description goes only when it was edited (or the event is new): left out,
 * a generated description stays generated; edited, it becomes the admin's text in the chosen language.
 */
function toBody(v: Values, event: AdminEvent | null, descriptionEdited: boolean): EventBody {
  const whole = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));
  return {
    season: whole(v.season),
    round: whole(v.round),
    name: v.name,
    country: v.country,
    location: v.location,
    ...(event === null || descriptionEdited ? { description: v.description, descriptionLanguage: v.descriptionLanguage } : {}),
    imageUrl: v.imageUrl,
    startDate: instantOf(v.startDate, event?.startDate),
    endDate: instantOf(v.endDate, event?.endDate),
    surfaceType: v.surfaceType,
  };
}

/**
 * Create / edit an event. The shared zod schema checks the form first (same messages as the server);
 * the server checks again and adds the rules that need the database (a round already used).
 *
 * A start moved off the first timed stage (docs/game-rules.md §2.6) offers to move the stages with it; ticked,
 * the end follows by as much until it is edited by hand. Unticked, the form refuses it as the server would.
 */
export function EventForm({
  event,
  stages = [],
  onSaved,
}: {
  event: AdminEvent | null;
  stages?: readonly AdminStage[];
  onSaved: (saved: AdminEvent) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tEvents, i18n } = useTranslation('events');
  const describe: Describe = (e) => (e.descriptionFacts ? describeEvent(e.descriptionFacts, tEvents, i18n.resolvedLanguage ?? 'en') : '');
  const localize = useLocalizeMessage();
  const uid = useId();
  const save = useSaveEvent();
  const [values, setValues] = useState<Values>(() => initialValues(event, describe));
  const [descriptionEdited, setDescriptionEdited] = useState(false);
  const generated = event?.descriptionFacts != null && !descriptionEdited;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState(false);
  const [shift, setShift] = useState(false);
  const [endTouched, setEndTouched] = useState(false);
  const id = (f: Field) => `${uid}-${f}`;

  const startIso = instantOf(values.startDate, event?.startDate);
  const offer = startMoveOf(event, stages, startIso);
  const shiftBy = shift && offer.kind === 'shift' ? offer.byMs : null;
  const shifting = shiftBy !== null;
  // What the form shows and sends: while the stages move, an end not edited by hand moves by as much.
  const shown: Values =
    shiftBy !== null && !endTouched && event
      ? { ...values, endDate: toLocalInput(new Date(Date.parse(event.endDate) + shiftBy).toISOString()) }
      : values;
  const firstStage = firstStageOf(stages);

  function set<K extends Field>(field: K, value: Values[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'description' || field === 'descriptionLanguage') setDescriptionEdited(true);
    setSaved(false);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function refuse(next: Partial<Record<Field, string>>) {
    setErrors(next);
    const first = (Object.keys(values) as Field[]).find((f) => next[f]);
    if (first) document.getElementById(id(first))?.focus();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const body: EventBody = { ...toBody(shown, event, descriptionEdited), ...(shifting ? { shiftStages: true } : {}) };
    const parsed = eventBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field && !next[field]) next[field] = localize(issue.message);
      }
      refuse(next);
      return;
    }
    if (offer.kind === 'shift' && !shifting) {
      refuse({ startDate: localize(ADMIN_EVENT_MESSAGES.startApartFromFirstStage) });
      return;
    }
    save.mutate(
      { id: event?.id ?? null, body },
      {
        onSuccess: (result) => {
          // The stages and the end may have moved with the start: the form starts again from what was saved.
          setValues(initialValues(result, describe));
          setDescriptionEdited(false);
          setShift(false);
          setEndTouched(false);
          setSaved(true);
          onSaved(result);
        },
      },
    );
  }

  const field = (f: Field, label: string, input: React.ReactNode, hint?: string) => (
    <div className={f === 'description' || f === 'imageUrl' || f === 'name' ? 'sm:col-span-2' : undefined}>
      <Label htmlFor={id(f)}>{label}</Label>
      {input}
      {hint && !errors[f] ? <FieldHint id={`${id(f)}-hint`}>{hint}</FieldHint> : null}
      {errors[f] ? <FieldError id={`${id(f)}-error`}>{errors[f]}</FieldError> : null}
    </div>
  );
  const described = (f: Field) => (errors[f] ? `${id(f)}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('eventForm.label')}>
      <ErrorAlert error={save.error} onDismiss={() => save.reset()} />
      {saved ? <Alert tone="success">{t('eventForm.saved')}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', t('eventForm.name'), (
          <Input id={id('name')} value={values.name} maxLength={EVENT_LIMITS.name} invalid={!!errors.name} aria-describedby={described('name')} onChange={(e) => set('name', e.target.value)} />
        ))}
        {field('season', t('eventForm.season'), (
          <Input id={id('season')} inputMode="numeric" value={values.season} invalid={!!errors.season} aria-describedby={described('season')} onChange={(e) => set('season', e.target.value)} />
        ))}
        {field('round', t('eventForm.round'), (
          <Input id={id('round')} inputMode="numeric" value={values.round} invalid={!!errors.round} aria-describedby={described('round')} onChange={(e) => set('round', e.target.value)} />
        ))}
        {field('country', t('eventForm.country'), (
          <Input id={id('country')} value={values.country} maxLength={EVENT_LIMITS.country} invalid={!!errors.country} aria-describedby={described('country')} onChange={(e) => set('country', e.target.value)} />
        ))}
        {field('location', t('eventForm.location'), (
          <Input id={id('location')} value={values.location} maxLength={EVENT_LIMITS.location} invalid={!!errors.location} aria-describedby={described('location')} onChange={(e) => set('location', e.target.value)} />
        ))}
        {field('startDate', t('eventForm.startDate'), (
          <Input id={id('startDate')} type="datetime-local" value={values.startDate} invalid={!!errors.startDate} aria-describedby={described('startDate') ?? `${id('startDate')}-hint`} onChange={(e) => set('startDate', e.target.value)} />
        ), t('eventForm.startHint'))}
        {field('endDate', t('eventForm.endDate'), (
          <Input
            id={id('endDate')}
            type="datetime-local"
            value={shown.endDate}
            invalid={!!errors.endDate}
            aria-describedby={described('endDate')}
            onChange={(e) => {
              setEndTouched(true);
              set('endDate', e.target.value);
            }}
          />
        ))}
        {offer.kind === 'shift' && firstStage !== null ? (
          <div className="rounded-xl border border-border bg-muted/40 p-3 sm:col-span-2" data-testid="admin-event-shift">
            <Checkbox
              id={`${uid}-shift`}
              checked={shift}
              aria-describedby={`${uid}-shift-hint`}
              onChange={(e) => {
                setShift(e.target.checked);
                if (errors.startDate) setErrors((x) => ({ ...x, startDate: undefined }));
              }}
              label={t('eventForm.shiftStages')}
            />
            <FieldHint id={`${uid}-shift-hint`}>
              {t('eventForm.shiftHint', { first: formatDate(new Date(firstStage), 'dateTime') })}
            </FieldHint>
          </div>
        ) : null}
        {field('surfaceType', t('eventForm.surface'), (
          <Select id={id('surfaceType')} value={values.surfaceType} invalid={!!errors.surfaceType} onChange={(e) => set('surfaceType', e.target.value as Surface)}>
            {SURFACES.map((s) => (
              <option key={s} value={s}>
                {t(`surface.${s}`)}
              </option>
            ))}
          </Select>
        ))}
        {field('imageUrl', t('eventForm.imageUrl'), (
          <Input id={id('imageUrl')} type="url" value={values.imageUrl} maxLength={EVENT_LIMITS.imageUrl} invalid={!!errors.imageUrl} aria-describedby={described('imageUrl') ?? `${id('imageUrl')}-hint`} onChange={(e) => set('imageUrl', e.target.value)} />
        ), t('eventForm.imageHint'))}
        {field('description', t('eventForm.description'), (
          <Textarea
            id={id('description')}
            rows={4}
            className="min-h-24"
            value={values.description}
            lang={generated ? undefined : values.descriptionLanguage}
            maxLength={EVENT_LIMITS.description}
            invalid={!!errors.description}
            aria-describedby={described('description') ?? `${id('description')}-hint`}
            onChange={(e) => set('description', e.target.value)}
          />
        ), generated ? t('eventForm.descriptionGenerated') : t('eventForm.descriptionWritten'))}
        {field('descriptionLanguage', t('eventForm.descriptionLanguage'), (
          <Select id={id('descriptionLanguage')} value={values.descriptionLanguage} invalid={!!errors.descriptionLanguage} aria-describedby={described('descriptionLanguage')} onChange={(e) => set('descriptionLanguage', e.target.value as Language)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </Select>
        ))}
      </div>
      <Button type="submit" loading={save.isPending} loadingText={t('saving')} data-testid="admin-event-save">
        <Save aria-hidden="true" className="size-4" />
        {event ? t('eventForm.save') : t('eventForm.create')}
      </Button>
    </form>
  );
}
