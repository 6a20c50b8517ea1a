import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LeagueDetail } from '@shared/api/leagues';
import { Button } from '@web/components/ui/button';
import { ConfirmDialogContent } from '@web/components/ui/confirm-dialog-content';
import { FieldError } from '@web/components/ui/input';
import { useLeaveLeague } from '../api/leagues-api';

/** Leave with a confirmation; the last admin is told to hand the role over first (the server decides too). */
export function LeaveLeagueButton({ league }: { league: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const leave = useLeaveLeague();
  const last = league.memberCount <= 1;
  const onlyAdmin = !last && league.isAdmin && league.members.filter((m) => m.isAdmin).length <= 1;

  return (
    <ConfirmDialogContent
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) leave.reset();
      }}
      trigger={
        <Button variant="outline">
          <LogOut aria-hidden="true" className="size-4" />
          {t('detail.leave')}
        </Button>
      }
      title={t('detail.leaveTitle')}
      description={
        onlyAdmin
          ? t('detail.leaveAdminText')
          : last
            ? t('detail.leaveLastText', { name: league.name })
            : t('detail.leaveText', { name: league.name })
      }
      body={<FieldError>{leave.error?.message}</FieldError>}
      cancelLabel={t('detail.cancel')}
    >
      {onlyAdmin ? null : (
        <Button
          variant="danger"
          loading={leave.isPending}
          loadingText={t('detail.leaving')}
          onClick={() => leave.mutate(league.id, { onSuccess: () => void navigate('/leagues', { replace: true }) })}
        >
          {t('detail.leaveConfirm')}
        </Button>
      )}
    </ConfirmDialogContent>
  );
}
