/**
 * The local key agent's protocol, as the portal's agent signer (src/signing/agent-signer.ts) and the
 * reference agent (mock-server/signer-agent.ts) both speak it: docs/signing-agent.md. Provisional
 * until the bank names its key middleware.
 */

/** Where the agent answers on 127.0.0.1: `${AGENT_PATH}/cert` and `${AGENT_PATH}/sign`. */
export const AGENT_PATH = '/eis-signer/v1';

/** The texts an agent signs: the EIS domains of ./text.ts, nothing else. */
export const SIGNABLE = /^EIS\/2 (TX|LOGIN) /;
