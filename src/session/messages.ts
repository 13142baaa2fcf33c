/**
 * The request layer's own messages (src/protocol/wire-format.ts: 服务异常, 网络连接中断…) in the user's
 * language (issue 38): the request layer knows no language (it imports only the protocol), so what
 * shows an ApiError's message passes it through here. A message the bank sent (a head's MSG) is the
 * bank's text and stays as it came.
 */
import { i18n } from '@/i18n/index.ts';
import {
  CLOCK_SKEW_MESSAGE,
  ENVELOPE_REFUSED,
  NETWORK_DOWN,
  SERVICE_EXCEPTION,
  TIMED_OUT,
  UNDECRYPTABLE,
  UNKNOWN_ERROR,
} from '@/protocol/wire-format.ts';

const KEYS: ReadonlyMap<string, string> = new Map([
  [SERVICE_EXCEPTION, 'wire.serviceException'],
  [UNKNOWN_ERROR, 'wire.unknownError'],
  [UNDECRYPTABLE, 'wire.undecryptable'],
  [NETWORK_DOWN, 'wire.networkDown'],
  [TIMED_OUT, 'wire.timedOut'],
  [CLOCK_SKEW_MESSAGE, 'wire.clockSkew'],
  [ENVELOPE_REFUSED, 'wire.envelopeRefused'],
]);

/** A message to show: the portal's own in the current language, anything else as it is. */
export function shownMessage(message: string): string {
  const key = KEYS.get(message);
  return key === undefined ? message : i18n.t(key);
}
