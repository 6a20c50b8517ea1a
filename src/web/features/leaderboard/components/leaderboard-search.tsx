import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { leaderboardSearchQuerySchema } from '@shared/api/leaderboard';
import { LEADERBOARD_LIMITS } from '@shared/constants/limits';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { FieldError, Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useLeaderboardSearch } from '../api/leaderboard-api';
import { LeaderboardTable } from './leaderboard-table';

/**
 * Find a manager by the start of the username. The input is checked with the server's own schema before it is
 * sent, so a refusal shows in the player's language at once; an empty box simply clears the search.
 */
export function LeaderboardSearch({ currentUserId }: { currentUserId: string | undefined }) {
  const { t } = useTranslation('leagues');
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const query = useLeaderboardSearch(submitted);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError(null);
      setSubmitted('');
      return;
    }
    const parsed = leaderboardSearchQuerySchema.safeParse({ q: trimmed });
    if (!parsed.success) {
      setError(trimmed.length > LEADERBOARD_LIMITS.search ? t('leaderboard.search.tooLong', { max: LEADERBOARD_LIMITS.search }) : t('leaderboard.search.invalid'));
      return;
    }
    setError(null);
    setSubmitted(parsed.data.q);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('leaderboard.search.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <form role="search" onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold">
            {t('leaderboard.search.label')}
          </label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('leaderboard.search.placeholder')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
            />
            <Button type="submit" variant="secondary">
              <Search aria-hidden="true" className="size-4" />
              {t('leaderboard.search.button')}
            </Button>
          </div>
          <FieldError id={errorId}>{error}</FieldError>
        </form>
        {submitted ? (
          query.isError ? (
            <Alert tone="danger">{query.error.message}</Alert>
          ) : query.isPending ? (
            <div aria-busy="true">
              <Skeleton className="h-24" />
            </div>
          ) : query.data.length === 0 ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t('leaderboard.search.none', { q: submitted })}
            </p>
          ) : (
            <LeaderboardTable rows={query.data} caption={t('leaderboard.search.caption', { q: submitted })} currentUserId={currentUserId} testId="leaderboard-search-results" compact />
          )
        ) : null}
      </CardContent>
    </Card>
  );
}
