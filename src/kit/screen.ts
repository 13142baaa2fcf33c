/** What every kit screen takes, and how a failed call reads (the form keeps what was typed). */
import { ApiError } from '@/api/errors.ts';
import type { OperationId } from '@/api/generated/operations.ts';
import { i18n } from '@/i18n/index.ts';
import { shownMessage } from '@/session/messages.ts';
import type { FieldOverrides } from './form/values.ts';

/**
 * What a kit screen takes. Operation and title are the route's (its first operation, its title in the
 * manifest): a screen file gives them only where it differs from its route.
 */
export interface ScreenProps {
  /** The contract operation the screen is bound to (default: the route's first). */
  operation?: OperationId;
  /** The screen's heading (default: the route's title). */
  title?: string;
  /** Per field: hidden, a fixed value, another label, a starting value. */
  fields?: FieldOverrides;
}

export function failureText(error: unknown): string {
  return error instanceof ApiError ? shownMessage(error.message) : i18n.t('kit.failed');
}
