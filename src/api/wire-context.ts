/**
 * What the request layer puts into every body besides the caller's fields (spec 000 §7): the
 * current route's menu, set by the router, and the client machine's address, set at start-up.
 */
import type { WireContext } from '@/protocol/wire-format.ts';

const current: WireContext = { menuId: '', clientMac: '', clientIp: '' };

export function wireContext(): WireContext {
  return { ...current };
}

/** The menu of the route being shown ('' outside any menu). */
export function setCurrentMenu(menuId: string): void {
  current.menuId = menuId;
}

export function setClientAddress(address: { mac?: string; ip?: string }): void {
  if (address.mac !== undefined) current.clientMac = address.mac;
  if (address.ip !== undefined) current.clientIp = address.ip;
}
