import { useState, type FormEvent } from 'react';
import { Check, Copy, KeyRound, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiToken, CreatedApiToken } from '@shared/api/api-tokens';
import { API_TOKEN_LIMITS } from '@shared/constants/limits';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FieldError, FieldHint, Input, Label } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDate } from '@web/lib/format-date';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens-api';

/** The secret of a token just made: shown here once, with a button to copy it (it is never shown again). */
function NewTokenSecret({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="space-y-3 rounded-xl border border-border bg-muted/50 p-4">
      <p className="text-sm font-semibold">{t('apiTokens.created', { name: created.token.name })}</p>
      <p className="text-sm text-muted-foreground">{t('apiTokens.shownOnce')}</p>
      <Label htmlFor="api-token-secret">{t('apiTokens.secretLabel')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id="api-token-secret" readOnly value={created.secret} className="font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied === 'yes' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {t('apiTokens.copy')}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {copied === 'yes' ? t('apiTokens.copied') : copied === 'failed' ? t('apiTokens.copyFailed') : ''}
      </p>
      <Button type="button" variant="secondary" size="sm" onClick={onDone}>
        {t('apiTokens.done')}
      </Button>
    </div>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: (token: ApiToken) => void }) {
  const { t, i18n } = useTranslation('settings');
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-semibold">{token.name}</p>
        <p className="text-sm text-muted-foreground">
          <span className="font-mono">{token.prefix}…</span>
          {' · '}
          {t('apiTokens.createdAt', { date: formatDate(token.createdAt, 'date', i18n.language) })}
          {' · '}
          {token.lastUsedAt
            ? t('apiTokens.lastUsed', { date: formatDate(token.lastUsedAt, 'dateTime', i18n.language) })
            : t('apiTokens.neverUsed')}
        </p>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={() => onRevoke(token)} aria-label={t('apiTokens.revokeNamed', { name: token.name })}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('apiTokens.revoke')}
      </Button>
    </li>
  );
}

/**
 * Personal read-only API tokens for the player's scripts (issue 34, docs/decisions/0213-api-tokens.md): make one
 * by name, copy its secret while it is shown (once), see when each was last used, revoke one at once.
 */
export function ApiTokensCard() {
  const { t } = useTranslation('settings');
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('apiTokens.nameRequired'));
      return;
    }
    setNameError(null);
    try {
      setCreated(await create.mutateAsync(trimmed));
      setName('');
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5" />
          {t('apiTokens.title')}
        </CardTitle>
        <CardDescription>
          {t('apiTokens.description')}{' '}
          <Link to="/developers" className="font-semibold text-accent-text underline-offset-4 hover:underline">
            {t('apiTokens.guide')}
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {created ? <NewTokenSecret created={created} onDone={() => setCreated(null)} /> : null}

        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-2">
          <Label htmlFor="api-token-name">{t('apiTokens.nameLabel')}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="api-token-name"
              value={name}
              maxLength={API_TOKEN_LIMITS.name}
              invalid={Boolean(nameError)}
              aria-describedby={nameError ? 'api-token-name-error' : 'api-token-name-hint'}
              onChange={(e) => setName(e.target.value)}
            />
            <Button type="submit" disabled={create.isPending}>
              {t('apiTokens.create')}
            </Button>
          </div>
          {nameError ? (
            <FieldError id="api-token-name-error">{nameError}</FieldError>
          ) : (
            <FieldHint id="api-token-name-hint">{t('apiTokens.nameHint')}</FieldHint>
          )}
          {create.isError ? <Alert tone="danger">{create.error.message}</Alert> : null}
        </form>

        {tokens.isPending ? (
          <div aria-busy="true" className="space-y-3">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : tokens.error ? (
          <Alert tone="danger">{t('apiTokens.loadFailed')}</Alert>
        ) : tokens.data.tokens.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('apiTokens.none')}</p>
        ) : (
          <ul aria-label={t('apiTokens.listLabel')} className="divide-y divide-border">
            {tokens.data.tokens.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={setRevoking} />
            ))}
          </ul>
        )}
        {tokens.data ? (
          <p className="text-sm text-muted-foreground">
            {t('apiTokens.limit', { requests: tokens.data.rateLimit.requests, seconds: tokens.data.rateLimit.windowSeconds })}
          </p>
        ) : null}
        {revoke.isError ? <Alert tone="danger">{revoke.error.message}</Alert> : null}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={t('apiTokens.confirmTitle', { name: revoking?.name ?? '' })}
        description={t('apiTokens.confirmText')}
        cancelLabel={t('apiTokens.cancel')}
      >
        <Button variant="danger" onClick={() => void confirmRevoke()} disabled={revoke.isPending}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('apiTokens.confirmRevoke')}
        </Button>
      </ConfirmDialog>
    </Card>
  );
}
