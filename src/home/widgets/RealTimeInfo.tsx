import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { bankClockNow, useServerOffset } from '@/api/clock.ts';
import { useTranslation } from '@/i18n/index.ts';
import { WidgetCard } from './WidgetCard.tsx';

/** The real-time information widget: the bank's system time (the gateway's clock, in Asia/Shanghai, ticking here). */
export default function RealTimeInfo() {
  const { t } = useTranslation();
  useServerOffset(); // a new measurement redraws at once
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <WidgetCard title={t('widgets.realTimeInfo')} testId="widget-real-time-info">
      <Text fontSize="sm">
        {t('app.labelled', { label: t('widgets.serverTime') })}<span data-testid="server-time">{bankClockNow().stamp}</span>
      </Text>
    </WidgetCard>
  );
}
