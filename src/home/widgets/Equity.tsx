import { Link, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/index.ts';
import { Link as RouterLink } from 'react-router-dom';
import { WidgetCard } from './WidgetCard.tsx';

/** The equity widget: the way to the equity pages (served by the equity application where configured, spec 000 §2). */
export default function Equity() {
  const { t } = useTranslation();
  return (
    <WidgetCard title={t('widgets.equity')} testId="widget-equity">
      <Text fontSize="sm">{t('widgets.equityText')}</Text>
      <Link asChild fontSize="sm" mt="2">
        <RouterLink to="/productList">{t('widgets.equity')} ›</RouterLink>
      </Link>
    </WidgetCard>
  );
}
