import { Button, chakra, HStack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { sessionStore } from '@/session/store.ts';
import { FormFields } from './form/FormFields.tsx';
import { useOperationForm } from './form/use-operation-form.ts';
import type { ScreenProps } from './screen.ts';
import { boundOperation } from './bound-operation.ts';
import { resultHeading, submitRefusal } from './instruction.ts';
import { ResultPanel } from './ResultPanel.tsx';
import { useFieldOverrides } from './route-info.ts';
import { ScreenFrame } from './ScreenFrame.tsx';

// the authorization overlay and the signing flow load when a transaction is confirmed
const AuthorizationDialog = lazy(() => import('@/signing/AuthorizationDialog.tsx'));
const FormBox = chakra('form');

type Step =
  | { kind: 'form' }
  | { kind: 'confirm'; values: Record<string, string> }
  | { kind: 'result'; answer: Record<string, unknown> | undefined };

/**
 * A signed transaction bound to a contract operation (spec 001 §7): the form from the contract, 下一步
 * opens the transaction authorization (the rows to be signed and the service code, spec 001 §4), the
 * key signs and the call goes once, and the result shows the bank's answer (serial number, date,
 * status), printable, with "another one" clearing the form. Cancelling the authorization returns to
 * the form as typed.
 */
export function SignedScreen({ operation, title, fields: screenFields }: ScreenProps) {
  const op = useMemo(() => boundOperation(operation), [operation]);
  const fields = useFieldOverrides(screenFields);
  const { form, shown, accounts, onAccount, restart } = useOperationForm(op, { overrides: fields });
  const [step, setStep] = useState<Step>({ kind: 'form' });
  // separation of duties, as the bank enforces it (issue 36): an approver does not submit transfers
  const refusal = submitRefusal(operation, useStore(sessionStore, (s) => s.userInfo?.AUTH_ROLE));
  const next = form.handleSubmit((values) => {
    setStep({ kind: 'confirm', values });
  });

  if (step.kind === 'result') {
    return (
      <ScreenFrame title={title} operation={operation}>
        <ResultPanel
          heading={resultHeading(step.answer)}
          fields={op.result ?? []}
          answer={step.answer}
          onAgain={() => {
            restart();
            setStep({ kind: 'form' });
          }}
        />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title={title} operation={operation}>
      <FormBox noValidate onSubmit={(e) => void next(e)} data-testid="operation-form">
        <FormFields shown={shown} control={form.control} accounts={accounts} overrides={fields} onAccount={onAccount} />
        <Text mt="4" fontSize="sm" color="fg.muted">提交前需核对交易信息并使用数字证书（U 盾）签名。</Text>
        {refusal ? <Text mt="2" role="note" color="fg.error" data-testid="form-refusal">{refusal}</Text> : null}
        <HStack mt="4">
          <Button type="submit" colorPalette="red" disabled={step.kind === 'confirm' || refusal !== undefined} data-testid="form-submit">下一步</Button>
        </HStack>
      </FormBox>
      {step.kind === 'confirm' ? (
        <Suspense fallback={null}>
          <AuthorizationDialog
            operationId={operation}
            values={step.values}
            title={title}
            onDone={(answer) => setStep({ kind: 'result', answer: (answer ?? undefined) as Record<string, unknown> | undefined })}
            onCancel={() => setStep({ kind: 'form' })}
          />
        </Suspense>
      ) : null}
    </ScreenFrame>
  );
}
