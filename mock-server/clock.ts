/**
 * The mock gateway's clock, the one module the mock reads time from (issue 48 item 4): an instant
 * source (the machine's clock, or a test's) plus an offset a tester may set, read on the bank's wall
 * clock in Asia/Shanghai (src/protocol/bank-time.ts) for every date, stamp and serial number the mock
 * writes, whatever the zone the mock runs in. getServerTime answers `now()`, so the portal follows it.
 */
import { bankDate, bankTime, type BankTime } from '@/protocol/bank-time.ts';

export class BankClock {
  private offsetMs = 0;

  constructor(private readonly source: () => number = Date.now) {}

  /** The bank's instant now (ms since the epoch). */
  readonly now = (): number => this.source() + this.offsetMs;

  /** The bank's wall clock now. */
  wall(): BankTime {
    return bankTime(this.now());
  }

  /** The bank's business date now, YYYY-MM-DD. */
  today(): string {
    return bankDate(this.now());
  }

  /** From now on the bank's clock reads `instant` and runs on from there. */
  set(instant: number): void {
    if (!Number.isFinite(instant)) throw new RangeError('not an instant');
    this.offsetMs = instant - this.source();
  }

  /** How far the bank's clock is set from the machine's (ms). */
  get offset(): number {
    return this.offsetMs;
  }

  /** Back to the machine's clock. */
  reset(): void {
    this.offsetMs = 0;
  }
}

/** A booking's serial number: T, the bank's date and time, a counter (the contract: 8–32 of A-Z 0-9). */
export function transSeq(instant: number, counter: number): string {
  return `T${bankTime(instant).compact}${String(counter).padStart(6, '0')}`;
}

export { bankDate, bankTime };
