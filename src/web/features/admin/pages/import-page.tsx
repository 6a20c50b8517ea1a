import { useId, useState, type FormEvent } from 'react';
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  importEventResultsBodySchema,
  importSeasonBodySchema,
  type ImportEventResultsBody,
  type ImportSeasonBody,
} from '@shared/api/admin-results';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Select } from '@web/components/ui/form-controls';
import { FieldHint, Input, Label } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAdminEvents } from '../api/get-admin-events';
import { useImportEventResults, useImportSeason } from '../api/import-results';
import { ErrorAlert } from '../components/error-alert';

const MAX_FILE_BYTES = 5 * 1024 * 1024;

type ImportCheck<T> = { body: T; problem?: undefined } | { body?: undefined; problem: string };
type FileProblem = 'import.chooseFile' | 'import.tooBig' | 'import.notJson';

/**
 * Reads the chosen file as JSON, wraps it into the request body and checks it with the route's own schema,
 * so a bad file is named in the browser before anything is sent. `problem` is the admin's message: a file
 * problem in their language, or the schema's first issue ("results.0.position: …") as the server would word it.
 */
async function checkImportFile<T>(
  say: (key: FileProblem) => string,
  file: File | null,
  toBody: (json: unknown) => unknown,
  schema: {
    safeParse(
      value: unknown,
    ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
): Promise<ImportCheck<T>> {
  if (!file) return { problem: say('import.chooseFile') };
  if (file.size > MAX_FILE_BYTES) return { problem: say('import.tooBig') };
  let json: unknown;
  try {
    json = JSON.parse(await file.text()) as unknown;
  } catch {
    return { problem: say('import.notJson') };
  }
  const body = toBody(json);
  const parsed = schema.safeParse(body);
  if (parsed.success) return { body: body as T };
  const issue = parsed.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  return { problem: path ? `${path}: ${issue?.message}` : (issue?.message ?? say('import.notJson')) };
}

function EventImport() {
  const { t } = useTranslation('admin');
  const uid = useId();
  const events = useAdminEvents();
  const run = useImportEventResults();
  const [eventId, setEventId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [publish, setPublish] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    run.reset();
    if (!eventId) return setProblem(t('import.chooseEvent'));
    // A bare array of rows is accepted too: { results } is added around it.
    const checked = await checkImportFile<ImportEventResultsBody>(
      (key) => t(key),
      file,
      (json) => ({ ...(Array.isArray(json) ? { results: json } : (json as object)), publish }),
      importEventResultsBodySchema,
    );
    if (checked.problem !== undefined) return setProblem(checked.problem);
    run.mutate({ eventId: Number(eventId), body: checked.body });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('import.eventTitle')}</CardTitle>
        <CardDescription>{t('import.eventText')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div>
            <Label htmlFor={`${uid}-event`}>{t('results.event')}</Label>
            <Select id={`${uid}-event`} value={eventId} onChange={(e) => setEventId(e.target.value)}>
              <option value="">{t('results.chooseEvent')}</option>
              {(events.data ?? []).map((ev) => (
                <option key={ev.id} value={ev.id}>
                  {t('results.eventOption', { season: ev.season, round: ev.round, name: ev.name })}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={`${uid}-file`}>{t('import.file')}</Label>
            <Input
              id={`${uid}-file`}
              type="file"
              accept="application/json,.json"
              className="pt-2"
              aria-describedby={`${uid}-hint`}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <FieldHint id={`${uid}-hint`}>{t('import.eventHint')}</FieldHint>
          </div>
          <Checkbox
            id={`${uid}-publish`}
            label={t('import.publishNow')}
            checked={publish}
            onChange={(e) => setPublish(e.target.checked)}
          />
          {problem ? <Alert tone="danger">{problem}</Alert> : null}
          <ErrorAlert error={run.error} />
          {run.isSuccess ? (
            <Alert tone="success">
              {t('import.eventDone', { count: run.data.draft?.length ?? run.data.published.length })}
            </Alert>
          ) : null}
          <Button type="submit" loading={run.isPending} loadingText={t('import.importing')}>
            <FileUp aria-hidden="true" className="size-4" />
            {t('import.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function SeasonImport() {
  const { t } = useTranslation('admin');
  const uid = useId();
  const run = useImportSeason();
  const [file, setFile] = useState<File | null>(null);
  const [publish, setPublish] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    run.reset();
    const checked = await checkImportFile<ImportSeasonBody>(
      (key) => t(key),
      file,
      (json) => ({ ...(json as object), publish }),
      importSeasonBodySchema,
    );
    if (checked.problem !== undefined) return setProblem(checked.problem);
    run.mutate(checked.body);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('import.seasonTitle')}</CardTitle>
        <CardDescription>{t('import.seasonText')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div>
            <Label htmlFor={`${uid}-file`}>{t('import.file')}</Label>
            <Input
              id={`${uid}-file`}
              type="file"
              accept="application/json,.json"
              className="pt-2"
              aria-describedby={`${uid}-hint`}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <FieldHint id={`${uid}-hint`}>{t('import.seasonHint')}</FieldHint>
          </div>
          <Checkbox
            id={`${uid}-publish`}
            label={t('import.publishAll')}
            checked={publish}
            onChange={(e) => setPublish(e.target.checked)}
          />
          {problem ? <Alert tone="danger">{problem}</Alert> : null}
          <ErrorAlert error={run.error} />
          {run.isSuccess ? (
            <Alert tone="success">
              {t('import.seasonDone', { events: run.data.events.length, jobs: run.data.jobIds.length })}
            </Alert>
          ) : null}
          <Button type="submit" loading={run.isPending} loadingText={t('import.importing')}>
            <FileUp aria-hidden="true" className="size-4" />
            {t('import.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** /admin/import: a file per event or per season (format in docs/import-format.md); nothing is written on a bad row. */
export function AdminImportPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('import.title'));
  return (
    <div>
      <PageHeader title={t('import.title')} description={t('import.description')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <EventImport />
        <SeasonImport />
      </div>
    </div>
  );
}
