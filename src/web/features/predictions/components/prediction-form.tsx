import { useId, useState, type FormEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PODIUM_POSITIONS, type Prediction, type PredictionDriver } from '@shared/api/predictions';
import { checkPodiumPicks } from '@shared/game/podium-picks';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { useRefreshPredictionView, useSavePrediction } from '../api/predictions-api';
import { driverOptionLabel } from '../lib/format';

type Picks = [string, string, string];

function initialPicks(prediction: Prediction | null): Picks {
  const byPlace = (p: number) => String(prediction?.picks.find((x) => x.position === p)?.driver.id ?? '');
  return [byPlace(1), byPlace(2), byPlace(3)];
}

/**
 * The three selects. The form checks the rules of docs/game-rules.md §6.1 before sending, for comfort; the server
 * checks them again and is the one that decides (its message is shown the same way).
 */
export function PredictionForm({
  eventId,
  drivers,
  prediction,
  onSaved,
}: {
  eventId: number;
  drivers: readonly PredictionDriver[];
  prediction: Prediction | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('predictions');
  const idBase = useId();
  const [picks, setPicks] = useState<Picks>(() => initialPicks(prediction));
  const [error, setError] = useState<string | null>(null);
  const save = useSavePrediction(eventId);
  const refresh = useRefreshPredictionView(eventId);
  const isUpdate = prediction !== null;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const [first, second, third] = picks.map((v) => (v === '' ? null : Number(v)));
    const check = checkPodiumPicks(first, second, third);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    const [a, b, c] = check.picks;
    save.mutate(
      { first: a, second: b, third: c },
      {
        onSuccess: onSaved,
        onError: (err) => {
          setError(err.message);
          // Closed meanwhile (409): the server's answer turns the page read-only.
          if (isApiError(err) && err.status === 409) void refresh();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-describedby={error ? `${idBase}-error` : undefined}>
      {error ? (
        <div id={`${idBase}-error`}>
          <Alert tone="danger">{error}</Alert>
        </div>
      ) : null}
      {PODIUM_POSITIONS.map((position, i) => {
        const id = `${idBase}-place-${position}`;
        return (
          <div key={position} className="space-y-1.5">
            <label htmlFor={id} className="block text-sm font-semibold">
              {t(`places.${position}`)}
            </label>
            <div className="relative">
              <select
                id={id}
                name={`place-${position}`}
                aria-required="true"
                value={picks[i]}
                onChange={(e) => {
                  const next = [...picks] as Picks;
                  next[i] = e.target.value;
                  setPicks(next);
                }}
                className="block h-12 w-full cursor-pointer appearance-none rounded-lg border border-input bg-card pr-9 pl-3.5 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60 sm:text-sm"
              >
                <option value="">{t('selectDriver')}</option>
                {drivers.map((d) => (
                  <option key={d.id} value={String(d.id)}>
                    {driverOptionLabel(t, d)}
                  </option>
                ))}
              </select>
              <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
            </div>
          </div>
        );
      })}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Link to={`/events/${eventId}`} className={buttonClasses({ variant: 'outline', className: 'sm:w-32' })}>
          {t('cancel')}
        </Link>
        <Button type="submit" loading={save.isPending} loadingText={isUpdate ? t('updating') : t('submitting')} className="sm:min-w-48">
          {isUpdate ? t('update') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
