import { Link, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/index.ts';
import { Link as RouterLink } from 'react-router-dom';
import { useStore } from 'zustand';
import { backlogListQry } from '@/api/generated/areas/workbench/sdk.gen.ts';
import { sessionStore } from '@/session/store.ts';
import { useCall } from '@/api/queries.ts';
import { WidgetCard } from './WidgetCard.tsx';

/** The workspace widget: the user's to-do count (backlogListQry); visitors are asked to log in. */
export default function Workspace() {
  const { t } = useTranslation();
  const loggedIn = useStore(sessionStore, (s) => s.loginFlag);
  const backlog = useCall(backlogListQry, { PAGE_NO: '1', PAGE_SIZE: '5' }, { enabled: loggedIn });
  const failed = backlog.failed;
  const total = backlog.done && !failed ? (backlog.data?.TOTAL ?? 0) : undefined;
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
