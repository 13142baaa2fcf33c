import { Box, Heading, Text } from '@chakra-ui/react';
import { useStore } from 'zustand';
import { useTranslation } from '@/i18n/index.ts';
import { useBoundOperation } from '@/kit/bound-operation.ts';
import { OperationForm } from '@/kit/OperationForm.tsx';
import { useRouteInfo } from '@/kit/route-info.ts';
import { sessionStore } from '@/session/store.ts';
import { Data } from '@/ui/data.tsx';

/**
 * /mine/personalCenter/personalCenter (spec 000 §2): who is logged in, for which enterprise, and the
 * user's basic information to complete or correct (the route's updateBaseInfo: name, mobile, e-mail),
 * starting from the name the bank knows.
 */
export default function PersonalCenter() {
  const { term } = useTranslation();
  const { title } = useRouteInfo();
  const op = useBoundOperation('updateBaseInfo');
  const user = useStore(sessionStore, (s) => s.userInfo);
  const enterprise = useStore(sessionStore, (s) => s.enterPriseInfo);
  const starting = user ? { USER_NAME: { default: user.USER_NAME } } : undefined;
  return (
    <Box as="main" p="8" maxW="5xl" data-testid="personal-center">
      <Heading as="h1" size="xl">{term(title)}</Heading>
      <Text mt="4" data-testid="user-name"><Data>{user?.USER_NAME}</Data></Text>
      <Text data-testid="user-level">{user?.USER_INDVATTELVL}</Text>
      {enterprise ? <Text data-testid="enterprise-name"><Data>{enterprise.CUSTOMER_NAME}</Data></Text> : null}
      <Box mt="6">
        <OperationForm op={op} title={term(title)} overrides={starting} />
      </Box>
    </Box>
  );
}
