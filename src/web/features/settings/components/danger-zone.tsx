import { useState, type FormEvent } from 'react';
import { Download, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import { Input, Label } from '@web/components/ui/input';
import { EXPORT_URL, useDeleteAccount } from '../api/account-api';

/** The sign-in page says the account is gone (see login-page.tsx). */
const ACCOUNT_DELETED_URL = '/login?accountDeleted=1';

/** "Download my data" — offered on its own and again inside the deletion dialog. */
export function YourDataCard() {
  const { t } = useTranslation('settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('data.title')}</CardTitle>
        <CardDescription>{t('data.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <a href={EXPORT_URL} download className={buttonClasses({ variant: 'outline' })}>
          <Download aria-hidden="true" className="size-4" />
          {t('data.download')}
        </a>
      </CardContent>
    </Card>
  );
}

/** Spec's Danger Zone: the button opens a dialog that asks for the password; success signs out. */
export function DangerZone() {
  const { t } = useTranslation('settings');
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return;
    try {
      await remove.mutateAsync({ password });
    } catch {
      return;
    }
    // A full page load: nothing cached for the deleted account survives in memory.
    window.location.replace(ACCOUNT_DELETED_URL);
  };

  return (
    <Card className="border-danger-border">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-danger">
          <TriangleAlert aria-hidden="true" className="size-5" />
          {t('danger.title')}
        </CardTitle>
        <CardDescription>{t('danger.warning')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) {
              setPassword('');
              remove.reset();
            }
          }}
          trigger={<Button variant="danger">{t('danger.delete')}</Button>}
          title={t('danger.dialogTitle')}
          description={t('danger.dialogText')}
        >
          <form onSubmit={handleSubmit} noValidate className="space-y-4">
            <a href={EXPORT_URL} download className="inline-flex items-center gap-2 text-sm font-semibold text-accent-text underline-offset-4 hover:underline">
              <Download aria-hidden="true" className="size-4" />
              {t('danger.downloadFirst')}
            </a>
            {remove.error ? <Alert tone="danger">{remove.error.message || t('danger.failed')}</Alert> : null}
            <div>
              <Label htmlFor="delete-password">{t('danger.password')}</Label>
              <Input
                id="delete-password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            <DialogActions cancelLabel={t('danger.cancel')}>
              <Button type="submit" variant="danger" disabled={!password} loading={remove.isPending} loadingText={t('danger.deleting')}>
                {t('danger.confirm')}
              </Button>
            </DialogActions>
          </form>
        </Dialog>
      </CardContent>
    </Card>
  );
}
