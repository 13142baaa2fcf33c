import { Button, chakra, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { send } from '@/api/client.ts';
import { useTranslation } from '@/i18n/index.ts';
import { fieldKind } from './fields/kind.ts';
import { FormFields } from './form/FormFields.tsx';
import { sealPasswords } from './form/password.ts';
import type { FieldOverrides } from './form/values.ts';
import { useOperationForm } from './form/use-operation-form.ts';
import { failureText } from './screen.ts';
import type { BoundOperation } from './bound-operation.ts';
import { ResultPanel } from './ResultPanel.tsx';

const FormBox = chakra('form');

/**
 * The form of an operation that is neither signed nor a query, for a screen and for its actions: the
 * fields from the contract, the submit button sends the request, the answer shows as a result; an
 * error shows beside the form, which keeps what was typed.
 */
export function PlainForm({ op, overrides, submitLabel, again, onDone }: {
  op: BoundOperation;
  overrides?: FieldOverrides | undefined;
  submitLabel?: string;
  again?: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const { form, shown, accounts, onAccount, restart } = useOperationForm(op, { overrides });
  const [answer, setAnswer] = useState<{ body: Record<string, unknown> | undefined }>();
  const [error, setError] = useState<string>();
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const passwords = op.request.filter((f) => fieldKind(f) === 'password').map((f) => f.name);
      const sealed = await sealPasswords(values, passwords);
      const body = (await send(op.call, sealed)) as Record<string, unknown> | undefined;
      setAnswer({ body });
    } catch (e) {
      setError(failureText(e));
    }
  });
  if (answer) {
    return (
      <ResultPanel
        heading={t('kit.done')}
        fields={op.result ?? []}
        answer={answer.body}
        again={again ?? t('kit.continue')}
        onAgain={() => {
          restart();
          setAnswer(undefined);
          onDone?.();
        }}
      />
    );
  }
  return (
    <FormBox noValidate onSubmit={(e) => void submit(e)} data-testid="operation-form">
      <FormFields
        shown={shown}
        control={form.control}
        accounts={accounts}
        overrides={overrides}
        onAccount={onAccount}
      />
      {error ? <Text mt="4" role="alert" color="fg.error" data-testid="form-error">{error}</Text> : null}
      <HStack mt="6">
        <Button type="submit" colorPalette="red" loading={form.formState.isSubmitting} data-testid="form-submit">{submitLabel ?? t('kit.submit')}</Button>
      </HStack>
    </FormBox>
  );
}
