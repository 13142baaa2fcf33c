import { Link, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link as RouterLink } from 'react-router-dom';
import { useStore } from 'zustand';
import { send } from '../../api/client.ts';
import { backlogListQry } from '../../api/generated/sdk/sdk.gen.ts';
import { sessionStore } from '../../session/store.ts';
import { WidgetCard } from './WidgetCard.tsx';

/** The workspace widget: the user's to-do count (backlogListQry); visitors are asked to log in. */
export default function Workspace() {
  const { t } = useTranslation();
  const loggedIn = useStore(sessionStore, (s) => s.loginFlag);
  const [total, setTotal] = useState<number>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    send(backlogListQry, { PAGE_NO: '1', PAGE_SIZE: '5' }, { silent: true }).then(
      (body) => {
        if (current) setTotal(body?.TOTAL ?? 0);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [loggedIn]);
  return (
    <WidgetCard title={t('widgets.workspace')} testId="widget-workspace">
      {!loggedIn ? <Text fontSize="sm">{t('widgets.workspaceLogin')}</Text> : null}
      {loggedIn && failed ? <Text fontSize="sm" color="fg.muted">{t('home.loadFailed')}</Text> : null}
      {loggedIn && total !== undefined ? (
        <Link asChild fontSize="sm">
          <RouterLink to="/workSpace/backlogList">{t('widgets.workspaceTodo', { count: total })}</RouterLink>
        </Link>
      ) : null}
    </WidgetCard>
  );
}
