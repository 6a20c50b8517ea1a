import { useState } from 'react';
import { Check, Copy, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { inviteLinkPath } from '@shared/api/leagues';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { copyText, useFlash } from '../lib/clipboard';

/** The full join link for a code, on this site's own origin. */
export function inviteLink(code: string): string {
  return new URL(inviteLinkPath(code), window.location.origin).toString();
}

/**
 * League detail: the invite code with Copy ("Copied!" for 2 s) and "Share Invite Code", which
 * opens the phone's share sheet with the join link where the browser has the Web Share API, else copies
 * the link.
 */
export function InviteCodePanel({ code, leagueName }: { code: string; leagueName: string }) {
  const { t } = useTranslation('leagues');
  const [copied, flashCopied] = useFlash();
  const [linkCopied, flashLinkCopied] = useFlash();
  const [failed, setFailed] = useState(false);

  const copy = async () => {
    const ok = await copyText(code);
    setFailed(!ok);
    if (ok) flashCopied();
  };

  const share = async () => {
    const url = inviteLink(code);
    const data = { title: t('code.shareTitle', { name: leagueName }), text: t('code.shareText', { name: leagueName, code }), url };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    const ok = await copyText(url);
    setFailed(!ok);
    if (ok) flashLinkCopied();
  };

  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{t('code.heading')}</h2>
      <p className="text-sm text-muted-foreground">{t('code.text')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <code
          data-testid="invite-code"
          className="rounded-lg border border-dashed border-border bg-muted px-4 py-2 text-center font-mono text-xl font-bold tracking-[0.3em] select-all"
        >
          {code}
        </code>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copy()} aria-label={copied ? undefined : t('code.copyLabel')}>
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {copied ? t('code.copied') : t('code.copy')}
          </Button>
          <Button onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-4" />
            {t('code.share')}
          </Button>
        </div>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-success">
        {linkCopied ? t('code.linkCopied') : ''}
      </p>
      {failed ? <p className="text-sm text-danger">{t('code.copyFailed')}</p> : null}
    </Card>
  );
}
