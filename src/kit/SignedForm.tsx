import { Button, chakra, HStack, Text } from '@chakra-ui/react';
import { useStore } from 'zustand';
import { useTranslation } from '@/i18n/index.ts';
import { sessionStore } from '@/session/store.ts';
import { FormFields } from './form/FormFields.tsx';
import type { FieldOverrides } from './form/values.ts';
import { useOperationForm } from './form/use-operation-form.ts';
import type { BoundOperation } from './bound-operation.ts';
import { submitRefusal } from './instruction.ts';
import { useSigningSteps } from './signing-steps.tsx';

const FormBox = chakra('form');

/**
 * A signed transaction's form, confirmation and result (spec 001 §7), for a screen's main operation
 * and for its actions alike: the form from the contract, 下一步 opens the transaction authorization
 * (the rows to be signed and the service code, spec 001 §4), the key signs and the call goes once, and
 * the result shows the bank's answer, printable. Cancelling the authorization returns to the form as
 * typed. `again` names the result's button: another one (the form cleared), or back where the action
 * was started (`onDone`).
 */
export function SignedForm({ op, title, overrides, again, onDone }: {
  op: BoundOperation;
  title: string;
  overrides?: FieldOverrides | undefined;
  again?: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const { form, shown, accounts, onAccount, restart } = useOperationForm(op, { overrides });
  const signing = useSigningSteps(op, title, again, () => {
    restart();
    onDone?.();
  });
  // separation of duties, as the bank enforces it (issue 36): an approver does not submit transfers
  const refusal = submitRefusal(op.id, useStore(sessionStore, (s) => s.userInfo?.AUTH_ROLE));
  const next = form.handleSubmit((values) => {
    signing.confirm(values);
  });

  if (signing.result) return signing.result;
  return (
    <>
      <FormBox noValidate onSubmit={(e) => void next(e)} data-testid="operation-form">
        <FormFields
          shown={shown}
          control={form.control}
          accounts={accounts}
          overrides={overrides}
          onAccount={onAccount}
        />
        <Text mt="4" fontSize="sm" color="fg.muted">{t('kit.signNote')}</Text>
        {refusal ? <Text mt="2" role="note" color="fg.error" data-testid="form-refusal">{refusal}</Text> : null}
        <HStack mt="4">
          <Button type="submit" colorPalette="red" disabled={signing.confirming || refusal !== undefined} data-testid="form-submit">
            {t('overlay.guideNext')}
          </Button>
        </HStack>
      </FormBox>
      {signing.dialog}
    </>
  );
}
