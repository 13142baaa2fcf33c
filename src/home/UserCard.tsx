import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { useStore } from 'zustand';
import { enterpriseUserReserveQry } from '@/api/generated/areas/enterprise/sdk.gen.ts';
import { startLoginFlow } from '@/session/login-start.ts';
import { sessionStore } from '@/session/store.ts';
import { useCall } from '@/api/queries.ts';
import { Data, fillNodes } from '@/ui/data.tsx';
import { showsReservedInfo } from './rules.ts';

/** The reserved info (OBLG_INF), or undefined while it loads; '' when the level shows none. */
function useReservedInfo(level: string | undefined, compUserType: string | undefined): string | undefined {
  const shows = showsReservedInfo(level, compUserType);
  const reserve = useCall(enterpriseUserReserveQry, {}, { enabled: shows });
  if (!shows) return '';
  return reserve.done ? (reserve.data?.OBLG_INF ?? '') : undefined;
}

/**
 * The home page's user card (spec 000 §2, §6): the user, enterprise, reserved info and last login;
 * a login prompt for visitors.
 */
export function UserCard() {
  const { t } = useTranslation();
  const loggedIn = useStore(sessionStore, (s) => s.loginFlag);
  const user = useStore(sessionStore, (s) => s.userInfo);
  const enterprise = useStore(sessionStore, (s) => s.enterPriseInfo);
  const lastLogin = useStore(sessionStore, (s) => s.lastLoginTime);
  const reserved = useReservedInfo(loggedIn ? user?.USER_INDVATTELVL : undefined, user?.COMP_USER_TYPE);

  if (!loggedIn || !user) {
    return (
      <Box as="section" aria-labelledby="user-card-title" p="5" rounded="md" borderWidth="1px" bg="bg" data-testid="user-card">
        <Heading as="h2" id="user-card-title" size="md">{t('home.visitorTitle')}</Heading>
        <Text mt="2" color="fg.muted">{t('home.visitorText')}</Text>
        <Button mt="4" colorPalette="red" w="full" onClick={() => startLoginFlow('login', '/home/index')} data-testid="user-card-login">
          {t('home.login')}
        </Button>
      </Box>
    );
  }
  const row = (label: string, value: ReactNode, testId: string) => (
    <Box display="flex" gap="2">
      <Text as="dt" color="fg.muted" flexShrink={0}>{t('app.labelled', { label })}</Text>
      <Text as="dd" data-testid={testId}>{value}</Text>
    </Box>
  );
  return (
    <Box as="section" aria-labelledby="user-card-title" p="5" rounded="md" borderWidth="1px" bg="bg" data-testid="user-card">
      <Heading as="h2" id="user-card-title" size="md" data-testid="user-card-name">{fillNodes(t('home.greeting'), { name: <Data>{user.USER_NAME}</Data> })}</Heading>
      <Stack as="dl" mt="3" gap="1" fontSize="sm">
        {enterprise ? row(t('home.enterprise'), <Data>{enterprise.CUSTOMER_NAME}</Data>, 'user-card-enterprise') : null}
        {row(t('home.reserved'), reserved === '' ? t('home.none') : <Data>{reserved ?? '…'}</Data>, 'user-card-reserved')}
        {row(t('home.lastLogin'), lastLogin ?? t('home.firstLogin'), 'user-card-last-login')}
      </Stack>
    </Box>
  );
}
