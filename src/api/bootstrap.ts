/**
 * The start-up calls of the request layer (spec 000 §3, §4, §7): server time (reset silently on
 * failure), the client machine's address (MAC parse through the security plug-in when there is one,
 * else the client IP), the device id, and the password control's random factor.
 */
import { browserStorage } from './browser-storage.ts';
import { send, syncServerClock } from './client.ts';
import { setClientAddress } from './wire-context.ts';
import { clientMacParse, getClientIp, getRandomCount } from './generated/areas/common/sdk.gen.ts';

/** The security plug-in's machine context, when the plug-in is installed. */
export interface MachinePlugin {
  macContext(): Promise<{ MAC_CTX: string; ENCRYPT_FTOR: string } | undefined>;
}

export const DEVICE_ID_KEY = 'eis.deviceId';

/** The hardware address when known, else an id generated once and kept in local storage. */
export function deviceId(mac: string, store: Pick<Storage, 'getItem' | 'setItem'> | undefined): string {
  if (mac) return mac;
  const kept = store?.getItem(DEVICE_ID_KEY);
  if (kept && /^D-[0-9a-f]{32}$/.test(kept)) return kept;
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const id = `D-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  try {
    store?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // storage full or disabled: the id lives for this page only
  }
  return id;
}

export interface WireBootstrap {
  /** Server time minus local time, in ms, as measured (kept by ./clock.ts); 0 when the server time call failed. */
  serverOffsetMs: number;
  clientMac: string;
  clientIp: string;
  deviceId: string;
}

export async function bootstrapWire(plugin?: MachinePlugin, now: () => number = Date.now): Promise<WireBootstrap> {
  // the offset every later timestamp carries (reset to 0 silently on failure, spec 000 §4)
  const serverTime = syncServerClock(now);
  const address = (async () => {
    const context = await plugin?.macContext().catch(() => undefined);
    if (context) {
      const parsed = await send(clientMacParse, context, { silent: true }).catch(() => undefined);
      if (parsed) return { mac: parsed.CLIENT_MAC, ip: parsed.CLIENT_IP };
    }
    const ip = await send(getClientIp, {}, { silent: true }).catch(() => undefined);
    return { mac: '', ip: ip?.clientIp ?? '' };
  })();
  const [serverOffsetMs, { mac, ip }] = await Promise.all([serverTime, address]);
  setClientAddress({ mac, ip });
  return { serverOffsetMs, clientMac: mac, clientIp: ip, deviceId: deviceId(mac, browserStorage('local')) };
}

/** The random factor (MCRYPT_KEY) the password control mixes into the password's encryption. */
export async function randomCount(): Promise<string> {
  const body = await send(getRandomCount, {});
  if (!body?.MCRYPT_KEY) throw new Error('the random-count call gave no MCRYPT_KEY');
  return body.MCRYPT_KEY;
}
