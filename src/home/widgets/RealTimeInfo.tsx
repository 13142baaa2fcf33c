import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { send } from '../../api/client.ts';
import { getServerTime } from '../../api/generated/sdk/sdk.gen.ts';
import { formatTimestamp } from '../../api/wire.ts';
import { WidgetCard } from './WidgetCard.tsx';

/** The real-time information widget: the bank's system time (the server's clock, ticking here). */
export default function RealTimeInfo() {
  const { t } = useTranslation();
  const [offset, setOffset] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let current = true;
    send(getServerTime, {}, { silent: true }).then(
      (body) => {
        if (current) setOffset(body ? body.timestamp - Date.now() : 0);
      },
      () => {
        if (current) setOffset(0); // the local clock, as the start-up does (spec 000 §4)
      },
    );
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, []);
  return (
    <WidgetCard title={t('widgets.realTimeInfo')} testId="widget-real-time-info">
      <Text fontSize="sm">
        {t('widgets.serverTime')}：<span data-testid="server-time">{offset === undefined ? '…' : formatTimestamp(new Date(now + offset))}</span>
      </Text>
    </WidgetCard>
  );
}
