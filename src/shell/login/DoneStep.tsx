/** The flow's end: its callback runs, then the user goes where the flow was started for. */
import { Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@/i18n/index.ts';
import { portalPath } from '@/routing/guard.ts';
import { finishLoginFlow } from '@/session/login.ts';

export function DoneStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);
  useEffect(() => {
    void finishLoginFlow().then((returnTo) => {
      const target = portalPath(returnTo);
      // already there (the overlay opened over the page asked for): no new history entry, which
      // would be a new visit for the guard and another authority check of the same screen
      if (target && target !== here.current) void navigate(target, { replace: true });
    });
  }, [navigate]);
  return <Text>{t('login.done')}</Text>;
}
