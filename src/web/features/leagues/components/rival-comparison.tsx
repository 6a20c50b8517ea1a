import { useTranslation } from 'react-i18next';
import type { RivalResponse } from '@shared/api/rivals';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * "Me vs them" for the event (issue 31 part 4): the drivers that made the difference (what each added to each
 * score, as the server compared them) and the drivers both teams held.
 */
export function RivalComparison({ data, rivalName }: { data: RivalResponse; rivalName: string }) {
  const { t } = useTranslation('leagues');
  const scored = data.event?.scored ?? false;
  // Before the publish there is no figure: a held driver is marked as held.
  const figure = (value: number | null, held: boolean) => (value !== null ? value : held ? t('rival.held') : '–');
  const decisive = data.comparison.filter((c) => (scored ? c.difference !== 0 : c.held !== 'both'));
  const shared = data.comparison.filter((c) => c.held === 'both');
  return (
    <Card className="p-5" data-testid="rival-comparison">
      <h2 className="text-lg font-bold">{t('rival.versus', { name: rivalName })}</h2>
      {!scored ? <p className="mt-1 text-sm text-muted-foreground">{t('rival.notScored')}</p> : null}
      <h3 className="mt-4 mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t('rival.difference')}</h3>
      {decisive.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('rival.noDifference')}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('rival.differenceCaption', { name: rivalName })}</caption>
            <thead>
              <tr className="border-b border-border text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                <th scope="col" className="py-2 pr-2">{t('rival.driver')}</th>
                <th scope="col" className="py-2 pr-2 text-right">{t('rival.me')}</th>
                {/* A username can be long: the column says "them", the caption and the heading name the rival. */}
                <th scope="col" className="py-2 pr-2 text-right">{t('rival.them')}</th>
                {scored ? <th scope="col" className="py-2 text-right">{t('rival.gap')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {decisive.map((c) => (
                <tr key={c.driverId} className="border-b border-border last:border-0" data-testid="rival-difference">
                  <td className="py-2 pr-2 font-semibold">{c.name}</td>
                  <td className="py-2 pr-2 text-right tabular-nums">{figure(c.mine, c.held !== 'theirs')}</td>
                  <td className="py-2 pr-2 text-right tabular-nums">{figure(c.theirs, c.held !== 'mine')}</td>
                  {scored && c.difference !== null ? (
                    <td className={cn('py-2 text-right font-bold tabular-nums', c.difference < 0 ? 'text-danger' : 'text-success')}>
                      {signed(c.difference)}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3 className="mt-5 mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t('rival.shared')}</h3>
      {shared.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('rival.noShared')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" data-testid="rival-shared">
          {shared.map((c) => (
            <li key={c.driverId} className="rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-medium">
              {c.name}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
