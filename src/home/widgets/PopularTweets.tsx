import { useTranslation } from '@/i18n/index.ts';
import { ScaffoldNote, WidgetCard } from './WidgetCard.tsx';

/** The popular-tweets widget: named by the spec, with no call or content behind it yet. */
export default function PopularTweets() {
  const { t } = useTranslation();
  return (
    <WidgetCard title={t('widgets.popularTweets')} testId="widget-popular-tweets">
      <ScaffoldNote>{t('widgets.scaffold')}</ScaffoldNote>
    </WidgetCard>
  );
}
