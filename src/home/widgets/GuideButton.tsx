import { Button } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/index.ts';
import { openGuide } from '@/shell/shell-actions.ts';
import { WidgetCard } from './WidgetCard.tsx';

/** The guide-button widget: opens the helper guide. */
export default function GuideButton() {
  const { t } = useTranslation();
  return (
    <WidgetCard title={t('widgets.guideButton')} testId="widget-guide-button">
      <Button size="sm" colorPalette="red" variant="outline" onClick={openGuide} data-testid="open-guide">
        {t('header.helperGuide')}
      </Button>
    </WidgetCard>
  );
}
