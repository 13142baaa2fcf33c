/** What every kit screen takes, and how a failed call reads (the form keeps what was typed). */
import { ApiError } from '@/api/errors.ts';
import type { OperationId } from '@/api/generated/operations.ts';
import { i18n } from '@/i18n/index.ts';
import { shownMessage } from '@/session/messages.ts';
import type { FieldOverrides } from './form/values.ts';

export interface ScreenProps {
  /** The contract operation the screen is bound to. */
  operation: OperationId;
  /** The screen's heading. */
  title: string;
  /** Per field: hidden, a fixed value, another label, a starting value. */
  fields?: FieldOverrides;
}

export function failureText(error: unknown): string {
  return error instanceof ApiError ? shownMessage(error.message) : i18n.t('kit.failed');
}
