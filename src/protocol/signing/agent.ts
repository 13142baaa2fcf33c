/**
 * The local key agent's protocol, as the portal's agent signer (src/signing/agent-signer.ts) and the
 * reference agent (mock-server/agent/signer-agent.ts) both speak it: docs/signing-agent.md. Provisional
 * until the bank names its key middleware. Pure.
 */

/** Where the agent answers on 127.0.0.1: `${AGENT_PATH}/cert` and `${AGENT_PATH}/sign`. */
export const AGENT_PATH = '/eis-signer/v1';

import { visibleText } from '../characters.ts';
import { parseSigningText } from './text.ts';

/** What an agent shows on its own display before the key signs: the text's parts, never the bare text. */
export interface AgentDisplay {
  text: string;
  domain: 'TX' | 'LOGIN';
  serviceCode: string;
  /** A transaction's challenge id (the gateway's, for this one authorization). */
  challengeId?: string;
  /** The confirmation's values in its order, every character the policy marks written as ⟦U+202E⟧. */
  rows: string[];
  /** The raw values, marked the same way. */
  raw: string[];
}

/**
 * What an agent would show for a text, or undefined when the text is not one it may sign: only a
 * canonical EIS text (`EIS/2 TX …`, `EIS/2 LOGIN …`) that parses (./text.ts parseSigningText), never a
 * text that merely starts like one (issue 50 item 10).
 */
export function agentDisplay(text: string): AgentDisplay | undefined {
  const parsed = parseSigningText(text);
  if (!parsed) return undefined;
  return {
    text,
    domain: parsed.domain,
    serviceCode: parsed.code,
    ...(parsed.freshness ? { challengeId: parsed.freshness.challengeId } : {}),
    rows: parsed.shown.map(visibleText),
    raw: parsed.raw.map(visibleText),
  };
}
