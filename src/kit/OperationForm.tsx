import type { BoundOperation } from './bound-operation.ts';
import { BatchForm } from './batch/BatchForm.tsx';
import type { FieldOverrides } from './form/values.ts';
import { PlainForm } from './PlainForm.tsx';
import { SignedForm } from './SignedForm.tsx';
import { UploadForm } from './upload/UploadForm.tsx';

export interface OperationFormProps {
  op: BoundOperation;
  /** The authorization dialog's title. */
  title: string;
  overrides?: FieldOverrides | undefined;
  /** The result's button, and what it does besides clearing the form. */
  again?: string;
  onDone?: () => void;
  submitLabel?: string;
}

/**
 * The form an operation takes, for a screen's main operation and its actions alike: a batch's file
 * (x-eis-batch), a signed transaction, an upload (a binary field: multipart), or a plain form.
 */
export function OperationForm({ op, title, overrides, again, onDone, submitLabel }: OperationFormProps) {
  const after = { ...(again ? { again } : {}), ...(onDone ? { onDone } : {}) };
  if (op.batch) return <BatchForm op={op} title={title} overrides={overrides} {...after} />;
  if (op.kind === 'signed') return <SignedForm op={op} title={title} overrides={overrides} {...after} />;
  if (op.request.some((f) => f.format === 'binary')) return <UploadForm op={op} overrides={overrides} {...after} />;
  return <PlainForm op={op} overrides={overrides} {...after} {...(submitLabel ? { submitLabel } : {})} />;
}
