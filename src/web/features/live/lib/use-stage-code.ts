import { useTranslation } from 'react-i18next';

/** A stage's short name as fans write it in the reader's language: SS7, WP7 (de), TC7 (es), ES7 (fr), PS7 (it). */
export function useStageCode(): (stageNumber: number) => string {
  const { t } = useTranslation('live');
  return (stageNumber) => t('stageCode', { number: stageNumber });
}
