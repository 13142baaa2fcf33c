/** The enterprise choice (spec 000 §4: status 0110, or a persona with several enterprises). */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { chooseEnterprise, enterpriseChoices } from '@/session/login.ts';

export function SelectEnterpriseStep() {
  const [choices, setChoices] = useState<Array<{ ORG_NO: string; CUSTOMER_NAME: string }>>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    enterpriseChoices().then(setChoices, () => {
      setError('企业列表加载失败，请重试');
    });
  }, []);
  return (
    <Stack gap="2" data-testid="select-enterprise">
      <Text>请选择要办理业务的企业</Text>
      {error ? <Text color="fg.error" role="alert">{error}</Text> : null}
      {(choices ?? []).map((c) => (
        <Button key={c.ORG_NO} variant="outline" onClick={() => void chooseEnterprise(c.ORG_NO).catch(() => setError('选择企业失败，请重试'))}>
          {c.CUSTOMER_NAME}
        </Button>
      ))}
    </Stack>
  );
}
