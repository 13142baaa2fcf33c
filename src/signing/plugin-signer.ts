/**
 * The U盾 browser plug-in (`window.EIS_UKEY`, src/signing/key.ts) as a Signer. The plug-in's API is
 * provisional (key.ts); a failure it reports as `{ reason: 'noKey' | 'cancelled' }` (or an Error
 * whose name is one of those) keeps its reason, anything else is 'failed'.
 */
import { initKeyPlugin, type KeyPlugin, keyPlugin } from './key.ts';
import { type Signer, SignerError, type SignerFailure } from './signer.ts';

const REASONS: readonly SignerFailure[] = ['noKey', 'cancelled', 'failed'];

function pluginFailure(error: unknown): SignerError {
  if (error instanceof SignerError) return error;
  const candidate = error as { reason?: unknown; name?: unknown; message?: unknown } | null | undefined;
  const said = typeof candidate?.reason === 'string' ? candidate.reason : typeof candidate?.name === 'string' ? candidate.name : '';
  const reason = (REASONS as readonly string[]).includes(said) ? (said as SignerFailure) : 'failed';
  return new SignerError(reason, undefined, { cause: error });
}

/** The plug-in the page has now, if any (found again if it was installed after start-up). */
export function currentPlugin(): KeyPlugin | undefined {
  return keyPlugin() ?? (initKeyPlugin() ? keyPlugin() : undefined);
}

/** A Signer over the plug-in; `find` is the plug-in lookup (the page's, unless a test gives one). */
export function pluginSigner(find: () => KeyPlugin | undefined = currentPlugin): Signer {
  const withPlugin = async <T>(action: (plugin: KeyPlugin) => Promise<T>): Promise<T> => {
    const plugin = find();
    if (!plugin) throw new SignerError('noKey');
    try {
      return await action(plugin);
    } catch (error) {
      throw pluginFailure(error);
    }
  };
  return {
    certSn: () => withPlugin((p) => p.certSn()),
    sign: (text) => withPlugin((p) => p.sign(text)),
  };
}
