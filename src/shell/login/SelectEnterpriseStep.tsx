/** The enterprise choice (spec 000 §4: status 0110, or a persona with several enterprises). */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { chooseEnterprise, enterpriseChoices } from '@/session/login.ts';
import { Data } from '@/ui/data.tsx';

export function SelectEnterpriseStep() {
  const [choices, setChoices] = useState<Array<{ ORG_NO: string; CUSTOMER_NAME: string }>>();
  const { t } = useTranslation();
  /** What failed (its message's catalogue key). */
  const [error, setError] = useState<'login.enterprisesFailed' | 'login.chooseFailed'>();
  useEffect(() => {
    enterpriseChoices().then(setChoices, () => {
      setError('login.enterprisesFailed');
    });
  }, []);
  return (
    <Stack gap="2" data-testid="select-enterprise">
      <Text>{t('login.chooseEnterprise')}</Text>
      {error ? <Text color="fg.error" role="alert">{t(error)}</Text> : null}
      {(choices ?? []).map((c) => (
        <Button key={c.ORG_NO} variant="outline" onClick={() => void chooseEnterprise(c.ORG_NO).catch(() => setError('login.chooseFailed'))}>
          <Data>{c.CUSTOMER_NAME}</Data>
        </Button>
      ))}
    </Stack>
  );
}
