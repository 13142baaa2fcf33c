/** A step this browser cannot complete here says so; a login method offers the password instead. */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/index.ts';
import { dispatchFlow } from '@/session/store.ts';

export function UnavailableStep({ what, offerPassword = true }: { what: string; offerPassword?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Text>{what}</Text>
      {offerPassword ? (
        <Button variant="outline" onClick={() => dispatchFlow({ type: 'method', method: 'password' })}>
          {t('login.usePassword')}
        </Button>
      ) : null}
    </Stack>
  );
}
