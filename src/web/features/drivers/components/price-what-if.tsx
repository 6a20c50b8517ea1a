import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Calculator } from 'lucide-react';
import { expectedPoints, nextPrice, percentChange } from '@shared/game/market';
import { formatPriceChange } from '@web/components/game/price-change';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FieldError, FieldHint, Input, Label } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatMoney, formatNumber } from '@web/lib/format';

/** The points a reader may try: wider than any real rally score (docs/game-rules.md §4), still a sane figure. */
export const WHAT_IF_MIN = -100;
export const WHAT_IF_MAX = 100;

/** A whole number within the range, or why not (null for an empty field: nothing to preview yet). */
function parsePoints(text: string): { points: number } | { error: true } | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^[-−]?\d{1,3}$/.test(trimmed)) return { error: true };
  const points = Number(trimmed.replace('−', '-'));
  return points < WHAT_IF_MIN || points > WHAT_IF_MAX ? { error: true } : { points };
}

/**
 * "If he scores N points in the next rally his price becomes X" (docs/game-rules.md §9.12), computed here by
 * the engine's own step (`nextPrice`, src/shared/game/market.ts) from his current price and the fantasy points
 * of his published rallies: no request per keystroke, and no second copy of the formula.
 */
export function PriceWhatIf({
  price,
  earlierPoints,
  failed,
}: {
  price: number;
  /** Undefined while the driver's history loads. */
  earlierPoints: number[] | undefined;
  /** The history failed to load: without it the expectation is unknown, so nothing is previewed. */
  failed: boolean;
}) {
  const { t } = useTranslation('championship');
  const [text, setText] = useState('');
  const id = useId();
  const parsed = parsePoints(text);
  const invalid = parsed !== null && 'error' in parsed;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Calculator aria-hidden="true" className="size-5 text-accent-text" />
          {t('driverDetail.whatIf.heading')}
        </CardTitle>
        <CardDescription>{t('driverDetail.whatIf.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {failed ? (
          <p className="text-sm text-danger">{t('driverDetail.error')}</p>
        ) : earlierPoints === undefined ? (
          <Skeleton className="h-24" />
        ) : (
          <>
            <div>
              <Label htmlFor={`${id}-points`}>{t('driverDetail.whatIf.label')}</Label>
              <Input
                id={`${id}-points`}
                inputMode="numeric"
                autoComplete="off"
                value={text}
                invalid={invalid}
                aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
                onChange={(e) => setText(e.target.value)}
                className="max-w-32"
              />
              {invalid ? (
                <FieldError id={`${id}-error`}>{t('driverDetail.whatIf.invalid', { min: WHAT_IF_MIN, max: WHAT_IF_MAX })}</FieldError>
              ) : (
                <FieldHint id={`${id}-hint`}>
                  {t('driverDetail.whatIf.expected', { points: formatNumber(expectedPoints(earlierPoints), undefined, { maximumFractionDigits: 1 }) })}
                </FieldHint>
              )}
            </div>
            {/* Announced as it changes, once per settled value: the result of what was typed. */}
            <p aria-live="polite" data-testid="what-if-result" className="min-h-10 text-sm">
              {parsed !== null && 'points' in parsed ? <WhatIfResult price={price} points={parsed.points} earlierPoints={earlierPoints} /> : null}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function WhatIfResult({ price, points, earlierPoints }: { price: number; points: number; earlierPoints: number[] }) {
  const { t } = useTranslation('championship');
  const next = nextPrice(price, points, earlierPoints);
  const change = formatPriceChange(next.change, percentChange(price, next.change));
  return next.change === 0
    ? t('driverDetail.whatIf.resultSame', { points, price: formatMoney(next.price) })
    : t('driverDetail.whatIf.result', { points, price: formatMoney(next.price), change: change.money });
}
