import { Box, Heading, Text } from '@chakra-ui/react';
import { useStore } from 'zustand';
import { sessionStore } from '@/session/store.ts';

/** /mine/personalCenter/personalCenter (spec 000 §2): who is logged in, for which enterprise. */
export default function PersonalCenter() {
  const user = useStore(sessionStore, (s) => s.userInfo);
  const enterprise = useStore(sessionStore, (s) => s.enterPriseInfo);
  return (
    <Box as="main" p="8" data-testid="personal-center">
      <Heading as="h1" size="xl">个人信息</Heading>
      <Text mt="4" data-testid="user-name">{user?.USER_NAME}</Text>
      <Text data-testid="user-level">{user?.USER_INDVATTELVL}</Text>
      {enterprise ? <Text data-testid="enterprise-name">{enterprise.CUSTOMER_NAME}</Text> : null}
    </Box>
  );
}
