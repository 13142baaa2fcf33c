import { Button, chakra, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { send } from '@/api/client.ts';
import { fieldKind } from './fields/kind.ts';
import { FormFields } from './form/FormFields.tsx';
import { sealPasswords } from './form/password.ts';
import { useOperationForm } from './form/use-operation-form.ts';
import { failureText, type ScreenProps } from './screen.ts';
import { boundOperation } from './bound-operation.ts';
import { ResultPanel } from './ResultPanel.tsx';
import { useFieldOverrides } from './route-info.ts';
import { ScreenFrame } from './ScreenFrame.tsx';

const FormBox = chakra('form');

/**
 * A form bound to a contract operation that is neither signed nor a query: the fields from the
 * contract, 提交 sends the request, the answer shows as a result; an error shows beside the form, which
 * keeps what was typed.
 */
export function FormScreen({ operation, title, fields: screenFields, submitLabel = '提交' }: ScreenProps & { submitLabel?: string }) {
  const op = useMemo(() => boundOperation(operation), [operation]);
  const fields = useFieldOverrides(screenFields);
  const { form, shown, accounts, onAccount, restart } = useOperationForm(op, { overrides: fields });
  const [answer, setAnswer] = useState<{ body: Record<string, unknown> | undefined }>();
  const [error, setError] = useState<string>();
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const passwords = op.request.filter((f) => fieldKind(f) === 'password').map((f) => f.name);
      const sealed = await sealPasswords(values, passwords);
      const body = (await send(op.call, sealed as never)) as Record<string, unknown> | undefined;
      setAnswer({ body });
    } catch (e) {
      setError(failureText(e));
    }
  });
  if (answer) {
    return (
      <ScreenFrame title={title} operation={operation}>
        <ResultPanel
          heading="办理成功"
          fields={op.result ?? []}
          answer={answer.body}
          again="继续办理"
          onAgain={() => {
            restart();
            setAnswer(undefined);
          }}
        />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title={title} operation={operation}>
      <FormBox noValidate onSubmit={(e) => void submit(e)} data-testid="operation-form">
        <FormFields shown={shown} control={form.control} accounts={accounts} overrides={fields} onAccount={onAccount} />
        {error ? <Text mt="4" role="alert" color="fg.error" data-testid="form-error">{error}</Text> : null}
        <HStack mt="6">
          <Button type="submit" colorPalette="red" loading={form.formState.isSubmitting} data-testid="form-submit">{submitLabel}</Button>
        </HStack>
      </FormBox>
    </ScreenFrame>
  );
}
