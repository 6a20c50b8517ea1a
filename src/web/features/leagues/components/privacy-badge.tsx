import { Globe, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/badge';

/** Private or Public, as the league card and the league page show it. */
export function PrivacyBadge({ isPrivate }: { isPrivate: boolean }) {
  const { t } = useTranslation('leagues');
  return isPrivate ? (
    <Badge tone="warning">
      <Lock aria-hidden="true" className="size-3" />
      {t('card.private')}
    </Badge>
  ) : (
    <Badge tone="success">
      <Globe aria-hidden="true" className="size-3" />
      {t('card.public')}
    </Badge>
  );
}
