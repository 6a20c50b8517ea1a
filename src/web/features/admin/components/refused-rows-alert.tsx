import { useTranslation } from 'react-i18next';
import type { ResultIssue } from '@shared/api/admin-results';
import { Alert } from '@web/components/ui/alert';

const FIELDS = ['time', 'penalty', 'status', 'restarted', 'driver', 'stage'] as const;

interface RefusedRowsAlertProps {
  issues: ResultIssue[];
  /** One refusal in the form's words: the typed form names the driver, the import its file row. */
  line: (issue: ResultIssue, field: string) => string;
  onDismiss: () => void;
  testId: string;
}

/** The live page's refused save or import: nothing was written, and each refused row and field is listed. */
export function RefusedRowsAlert({ issues, line, onDismiss, testId }: RefusedRowsAlertProps) {
  const { t } = useTranslation('live');
  // The server's field name in the reader's words where it is one of ours, as sent otherwise.
  const fieldName = (field: string) =>
    (FIELDS as readonly string[]).includes(field) ? t(`admin.fields.${field as (typeof FIELDS)[number]}`) : field;
  return (
    <Alert tone="danger" onDismiss={onDismiss}>
      <p className="font-semibold">{t('admin.errorsHeading')}</p>
      <ul className="mt-1 list-disc pl-5" data-testid={testId}>
        {issues.map((i) => (
          <li key={`${i.row}:${i.field}`}>{line(i, fieldName(i.field))}</li>
        ))}
      </ul>
    </Alert>
  );
}
