/**
 * The traffic log's selection as a HAR 1.2 file (http://www.softwareishard.com/blog/har-12-spec/), for a
 * bug report: the decrypted, masked bodies (./traffic.ts) as postData and content, oldest first.
 */
import { STATUS_CODES } from 'node:http';
import { MASK, type TrafficEntry } from './traffic.ts';

interface HarHeader {
  name: string;
  value: string;
}
const harHeaders = (headers: Record<string, string>): HarHeader[] =>
  Object.entries(headers).map(([name, value]) => ({ name, value }));
const jsonText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function requestCookies(headers: Record<string, string | undefined>): HarHeader[] {
  return (headers.cookie ?? '').split(';').map((c) => c.trim()).filter(Boolean).map((c) => ({ name: c.split('=')[0] ?? '', value: MASK }));
}

/** The selection as a HAR 1.2 log, oldest first, with the decrypted (masked) bodies. */
export function toHar(entries: readonly TrafficEntry[], version: string) {
  return {
    log: {
      version: '1.2',
      creator: { name: 'eis-portal mock gateway', version },
      comment: 'Bodies are the decrypted #10 envelopes, secrets masked (***): not the bytes on the wire.',
      entries: [...entries].sort((a, b) => a.id - b.id).map((e) => {
        const requestText = e.request.fields === null ? undefined : jsonText(e.request.fields);
        const answerText = jsonText(e.answer.fields);
        return {
          startedDateTime: e.time,
          time: e.latencyMs,
          request: {
            method: e.method,
            url: `http://${e.host}${e.path}`,
            httpVersion: 'HTTP/1.1',
            headers: harHeaders(e.request.headers),
            queryString: [],
            cookies: requestCookies(e.request.headers),
            headersSize: -1,
            bodySize: e.request.bytes,
            ...(requestText !== undefined
              ? { postData: { mimeType: 'application/json', text: requestText, comment: e.suite === 'plain' ? 'plain body' : `opened from the ${e.suite} envelope` } }
              : {}),
          },
          response: {
            status: e.httpStatus,
            statusText: STATUS_CODES[e.httpStatus] ?? '',
            httpVersion: 'HTTP/1.1',
            headers: harHeaders(e.answer.headers),
            cookies: e.answer.cookies.map((c) => ({ name: c.split('=')[0] ?? '', value: MASK })),
            content: { size: Buffer.byteLength(answerText), mimeType: 'application/json; charset=utf-8', text: answerText },
            redirectURL: '',
            headersSize: -1,
            bodySize: e.answer.bytes,
          },
          cache: {},
          timings: { send: 0, wait: e.latencyMs, receive: 0 },
          comment: [e.operation && `${e.operation}（${e.summary ?? ''}）`, e.persona && `persona ${e.persona}`,
            e.status && `${e.status} ${e.message ?? ''}`, e.signing && `signature ${e.signing.verdict}${e.signing.status ? ` ${e.signing.status}` : ''}`,
            e.fault && `fault ${e.fault.fault}`].filter(Boolean).join('; '),
          _id: e.id,
          _persona: e.persona,
          _operation: e.operation,
          _suite: e.suite,
          _signing: e.signing,
          _signingText: e.signingText,
          _fault: e.fault,
        };
      }),
    },
  };
}
