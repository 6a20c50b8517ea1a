import { Ticket } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FieldError } from '@web/components/ui/input';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useJoinByCode } from '../api/leagues-api';

/**
 * `/leagues/join/{code}`: where a shared invite link lands. Signed-out visitors are sent through /login by
 * the shell and brought back here afterwards. Joining is a deliberate click, never automatic on opening the
 * link, so a link on another site cannot sign anyone up to a league.
 */
export function JoinLeaguePage() {
  const { t } = useTranslation('leagues');
  useDocumentTitle(t('invite.heading'));
  const code = (useParams().code ?? '').trim().toUpperCase();
  const navigate = useNavigate();
  const join = useJoinByCode();

  return (
    <Card className="mx-auto max-w-lg px-6 py-10 text-center">
      <span aria-hidden="true" className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg">
        <Ticket className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-extrabold tracking-tight italic">{t('invite.heading')}</h1>
      <p className="mt-2 text-muted-foreground">
        {t('invite.text')}
        <code data-testid="invite-code" className="ml-1 rounded bg-muted px-2 py-0.5 font-mono font-bold tracking-widest text-foreground">
          {code}
        </code>
      </p>
      <FieldError className="mt-4 justify-center">{join.error?.message}</FieldError>
      <div className="mt-6 flex flex-col-reverse justify-center gap-2 sm:flex-row">
        <Link to="/leagues" className={buttonClasses({ variant: 'outline' })}>
          {t('invite.cancel')}
        </Link>
        <Button
          disabled={!code}
          loading={join.isPending}
          loadingText={t('invite.joining')}
          onClick={() => join.mutate(code, { onSuccess: (league) => void navigate(`/leagues/${league.id}`, { replace: true }) })}
        >
          {t('invite.join')}
        </Button>
      </div>
    </Card>
  );
}
