/**
 * The mock gateway's control calls (mock-server/README.md), for what a real gateway cannot be asked
 * from outside: expire the transaction challenges now (the expired-challenge probe), read the ledger
 * of booked signed calls (a second opinion on "books nothing"), and reset the mock, which the kit
 * does only with --owns-mock. A real gateway has none: the probes that need one say so and skip.
 */

export interface LedgerEntry {
  readonly operationId: string;
  readonly idempotencyKey: string;
  readonly transSeq: string;
}

export interface ControlPlane {
  expireChallenges(): Promise<void>;
  ledger(): Promise<LedgerEntry[]>;
  reset(): Promise<void>;
}

/** The control plane of the mock gateway at this origin. */
export function mockControlPlane(target: string): ControlPlane {
  const post = async (path: string) => {
    const response = await fetch(`${target}/__mock/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    if (!response.ok) throw new Error(`POST /__mock/${path}: HTTP ${String(response.status)}`);
  };
  return {
    expireChallenges: () => post('challenge-expire'),
    reset: () => post('reset'),
    async ledger() {
      const response = await fetch(`${target}/__mock/ledger`);
      if (!response.ok) throw new Error(`GET /__mock/ledger: HTTP ${String(response.status)}`);
      const { entries } = (await response.json()) as { entries?: LedgerEntry[] };
      return Array.isArray(entries) ? entries : [];
    },
  };
}

/** How many bookings the ledger holds under an idempotency key. */
export const bookingsOf = (ledger: readonly LedgerEntry[], key: string): number =>
  ledger.filter((e) => e.idempotencyKey === key).length;
