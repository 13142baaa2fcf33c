/**
 * The request's headers (spec 000 §7): the wire heads (protocol/wire-format.ts), their timestamp by
 * the gateway's clock (../clock.ts), and in a test build the tab's mock workspace (../workspace.ts;
 * issue 52 item 1), over the headers the SDK set.
 */
import { wireHeaders } from '@/protocol/wire-format.ts';
import { bankNow } from '../clock.ts';
import { viteBuilt, workspaceHeaders } from '../workspace.ts';

export function requestHeaders(sdkHeaders: Headers): Headers {
  const headers = new Headers(sdkHeaders);
  for (const [name, value] of Object.entries(wireHeaders(bankNow()))) headers.set(name, value);
  // run by tsx there is no import.meta.env to read (../workspace.ts viteBuilt): the caller names the workspace
  if (viteBuilt()) for (const [name, value] of Object.entries(workspaceHeaders())) headers.set(name, value);
  return headers;
}
