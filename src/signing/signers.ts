/**
 * Which Signer this build uses (docs/signing.md), from VITE_SIGNER:
 *
 * - unset or `auto`: the U盾 plug-in when the page has one, else the bank's local key agent on
 *   127.0.0.1:VITE_SIGNER_AGENT_PORT; neither: `noKey` (the install / insert-the-key guidance);
 * - `plugin` or `agent`: that one only;
 * - `software`: the TEST-ONLY software key (development and test builds; see software-signer.ts).
 *
 * `import.meta.env.VITE_SIGNER` is replaced by its value at build time, so in a build without
 * `software` the branch that imports the software signer is dead code and Vite drops it with the
 * key; build/vite/no-test-signer.ts fails a production build that still carries either.
 */
import type { KeyPlugin } from './key.ts';
import { agentSigner } from './agent-signer.ts';
import { currentPlugin, pluginSigner } from './plugin-signer.ts';
import { noKeySigner, type Signer, SignerError } from './signer.ts';

/** The agent's port when VITE_SIGNER_AGENT_PORT is unset (provisional, until the bank names its middleware's). */
export const DEFAULT_AGENT_PORT = 17681;

/** VITE_SIGNER_AGENT_PORT as a port; the default when unset; undefined when it is not a port (no agent). */
export function agentPort(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return DEFAULT_AGENT_PORT;
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : undefined;
}

/**
 * The first of several signers that has a key: each is asked for its certificate in turn (a
 * `noKey` answer moves on to the next); the one that answers signs too.
 */
export function firstWithKey(signers: ReadonlyArray<() => Signer>): Signer {
  let chosen: Signer | undefined;
  const choose = async (): Promise<{ signer: Signer; certSn: string }> => {
    let last: unknown = new SignerError('noKey');
    for (const make of signers) {
      const signer = make();
      try {
        const certSn = await signer.certSn();
        chosen = signer;
        return { signer, certSn };
      } catch (error) {
        if (!(error instanceof SignerError) || error.reason !== 'noKey') throw error;
        last = error;
      }
    }
    throw last;
  };
  return {
    async certSn() {
      return (await choose()).certSn;
    },
    async sign(text) {
      const signer = chosen ?? (await choose()).signer;
      return signer.sign(text);
    },
  };
}

export interface SignerSetup {
  kind: string | undefined;
  port: string | undefined;
  plugin?: () => KeyPlugin | undefined;
  fetch?: typeof fetch;
}

/** The production signers for a setting (everything but `software`). */
export function hardwareSigner(setup: SignerSetup): Signer {
  const port = agentPort(setup.port);
  const plugin = () => pluginSigner(setup.plugin ?? currentPlugin);
  const fetchOption = setup.fetch ? { fetch: setup.fetch } : {};
  const agent = () => (port === undefined ? noKeySigner : agentSigner({ port, ...fetchOption }));
  switch (setup.kind ?? 'auto') {
    case 'plugin':
      return plugin();
    case 'agent':
      return agent();
    default:
      return firstWithKey([plugin, agent]);
  }
}

/** The signer of this build. */
export async function configuredSigner(): Promise<Signer> {
  if (import.meta.env.VITE_SIGNER === 'software') {
    const { testSigner } = await import('./software-signer.ts');
    return testSigner();
  }
  return hardwareSigner({ kind: import.meta.env.VITE_SIGNER, port: import.meta.env.VITE_SIGNER_AGENT_PORT });
}
