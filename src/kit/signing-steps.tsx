import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { BoundOperation } from './bound-operation.ts';
import { resultHeading } from './instruction.ts';
import { ResultPanel } from './ResultPanel.tsx';

// the authorization overlay and the signing flow load when a transaction is confirmed
const AuthorizationDialog = lazy(() => import('@/signing/AuthorizationDialog.tsx'));

type Step =
  | { kind: 'form' }
  | { kind: 'confirm'; values: Record<string, string> }
  | { kind: 'result'; answer: Record<string, unknown> | undefined };

/**
 * A signed transaction after its form (spec 001 §4, §7), for every form that signs (SignedForm,
 * BatchForm): `confirm(values)` opens the authorization dialog, which signs and sends once; cancelling
 * it returns to the form as typed; the bank's answer then shows as the result, whose button (`again`)
 * runs `onAgain` (the form cleared, or the action closed).
 */
export function useSigningSteps(op: BoundOperation, title: string, again: string | undefined, onAgain: () => void): {
  confirming: boolean;
  confirm: (values: Record<string, string>) => void;
  /** The result, once there is one: shown instead of the form. */
  result: ReactNode;
  dialog: ReactNode;
} {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const result = step.kind === 'result' ? (
    <ResultPanel
      heading={resultHeading(step.answer, op.id)}
      fields={op.result ?? []}
      answer={step.answer}
      {...(again ? { again } : {})}
      onAgain={() => {
        setStep({ kind: 'form' });
        onAgain();
      }}
    />
  ) : null;
  const dialog = step.kind === 'confirm' ? (
    <Suspense fallback={null}>
      <AuthorizationDialog
        operation={op}
        values={step.values}
        title={title}
        onDone={(answer) => setStep({ kind: 'result', answer: (answer ?? undefined) as Record<string, unknown> | undefined })}
        onCancel={() => setStep({ kind: 'form' })}
      />
    </Suspense>
  ) : null;
  return { confirming: step.kind === 'confirm', confirm: (values) => setStep({ kind: 'confirm', values }), result, dialog };
}
