import { useCallback, useEffect, useRef, useState } from 'react';
import { FANTASY_MESSAGES } from '@shared/messages';
import { isApiError } from '@web/lib/api-client';
import { usePurchaseDriver } from '../api/market-api';

/** The purchase result ("Added!" / "Failed") shows for 3 seconds, then the button returns. */
export const PURCHASE_FEEDBACK_MS = 3_000;

/** `confirm`: the server asks the player to confirm a purchase that strands free seats (docs/decisions/0193). */
export type PurchaseStatus = 'idle' | 'adding' | 'confirm' | 'added' | 'failed';

export interface PurchaseFeedback {
  status: PurchaseStatus;
  /** The server's message when the purchase was refused (e.g. the budget or five-driver message, docs/game-rules.md §3.2, §3.3). */
  error: string | null;
  buy: () => void;
  /** Buys anyway after the budget warning. */
  confirm: () => void;
  /** Keeps the budget: back to idle, nothing bought. */
  cancel: () => void;
}

export interface PurchaseCallbacks {
  onError?: (message: string) => void;
  onSuccess?: () => void;
  /** The result has had its 3 seconds and the button is back (not called once unmounted). */
  onResultEnd?: () => void;
}

/**
 * One driver's purchase with its states: idle → adding → added | failed → idle after 3 s.
 * Each button owns its own state so several rows can be bought one after the other without sharing a
 * spinner; the mutation itself (and its cache write) is the market's one purchase hook.
 */
export function usePurchaseFeedback(
  driverId: number,
  callbacks: PurchaseCallbacks = {},
): PurchaseFeedback {
  const { onError, onSuccess, onResultEnd } = callbacks;
  const purchase = usePurchaseDriver();
  const [status, setStatus] = useState<PurchaseStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const settle = useCallback((next: 'added' | 'failed', message: string | null) => {
    if (!mounted.current) return;
    setStatus(next);
    setError(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setStatus('idle');
      setError(null);
      onResultEnd?.();
    }, PURCHASE_FEEDBACK_MS);
  }, [onResultEnd]);

  const send = useCallback(
    (warnShortfall: boolean) => {
      setStatus('adding');
      setError(null);
      purchase.mutate(
        { driverId, warnShortfall },
        {
          onSuccess: () => {
            settle('added', null);
            onSuccess?.();
          },
          onError: (err) => {
            // Not a refusal: the server asks first, and the player decides.
            if (isApiError(err) && err.englishMessage === FANTASY_MESSAGES.budgetTrap) {
              if (mounted.current) setStatus('confirm');
              return;
            }
            const message = isApiError(err) ? err.message : err instanceof Error ? err.message : String(err);
            settle('failed', message);
            onError?.(message);
          },
        },
      );
    },
    [driverId, onError, onSuccess, purchase, settle],
  );

  const buy = useCallback(() => {
    if (status === 'adding') return;
    send(true);
  }, [send, status]);
  const confirm = useCallback(() => send(false), [send]);
  const cancel = useCallback(() => setStatus('idle'), []);

  return { status, error, buy, confirm, cancel };
}
