import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { formatTimestamp } from '@/protocol/wire-format.ts';
import { useTranslation } from '@/i18n/index.ts';
import { sessionStore } from '@/session/store.ts';
import { WidgetCard } from './WidgetCard.tsx';

/** The real-time information widget: the bank's system time (the start-up's server clock, ticking here). */
export default function RealTimeInfo() {
  const { t } = useTranslation();
  const offset = useStore(sessionStore, (s) => s.serverOffsetMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <WidgetCard title={t('widgets.realTimeInfo')} testId="widget-real-time-info">
      <Text fontSize="sm">
        {t('app.labelled', { label: t('widgets.serverTime') })}<span data-testid="server-time">{formatTimestamp(new Date(now + offset))}</span>
      </Text>
    </WidgetCard>
  );
}
