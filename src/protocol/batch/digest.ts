/**
 * The digest of an uploaded batch file (issue 37, spec 000 §7 upload): SM3 of the file's bytes as
 * they were sent, 64 lowercase hex characters, so the gateway can tell that the file it stored is
 * the one the customer checked and signed. Pure.
 */
import { toHexFast } from '@/protocol/crypto/hex.ts';
import { sm3 } from '@/protocol/crypto/sm3.ts';

export function fileDigest(bytes: Uint8Array): string {
  return toHexFast(sm3(bytes));
}
