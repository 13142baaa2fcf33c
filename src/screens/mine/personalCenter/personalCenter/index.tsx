import { Box, Heading, Text } from '@chakra-ui/react';
import { useStore } from 'zustand';
import { useTranslation } from '@/i18n/index.ts';
import { Data } from '@/ui/data.tsx';
import { sessionStore } from '@/session/store.ts';

/** /mine/personalCenter/personalCenter (spec 000 §2): who is logged in, for which enterprise. */
export default function PersonalCenter() {
  const { t } = useTranslation();
  const user = useStore(sessionStore, (s) => s.userInfo);
  const enterprise = useStore(sessionStore, (s) => s.enterPriseInfo);
  return (
    <Box as="main" p="8" data-testid="personal-center">
      <Heading as="h1" size="xl">{t('screens.personalCenter')}</Heading>
      <Text mt="4" data-testid="user-name"><Data>{user?.USER_NAME}</Data></Text>
      <Text data-testid="user-level">{user?.USER_INDVATTELVL}</Text>
      {enterprise ? <Text data-testid="enterprise-name"><Data>{enterprise.CUSTOMER_NAME}</Data></Text> : null}
    </Box>
  );
}
