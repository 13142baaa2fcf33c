/**
 * The transaction challenges a session holds (issue 48): issued one per signed call, used once, voided
 * when an outcome query found nothing under their key, expired by a tester. GatewayState (./state.ts)
 * keeps the map; these read and change it.
 */
import { randomBytes } from 'node:crypto';
import { CHALLENGE_SECONDS, CHALLENGES_PER_SESSION, type Session, type TxChallenge } from './types.ts';

/**
 * A new challenge for this session, operation and key, at `t`. Challenges of sessions that are gone
 * (not in `sessions`), and unused ones past their time, are forgotten first; a session keeps at most
 * CHALLENGES_PER_SESSION unused ones.
 */
export function issueChallenge(
  challenges: Map<string, TxChallenge>, sessions: ReadonlyMap<string, Session>, t: number,
  session: Session, user: string, operationId: string, idempotencyKey: string,
): TxChallenge {
  const mine: TxChallenge[] = [];
  for (const [id, c] of challenges) {
    const gone = !sessions.has(c.sessionId) || (c.state !== 'used' && t > c.expiresAt);
    if (gone) challenges.delete(id);
    else if (c.sessionId === session.id && c.state === 'issued') mine.push(c);
  }
  const over = Math.max(0, mine.length - CHALLENGES_PER_SESSION + 1);
  for (const old of mine.slice(0, over)) challenges.delete(old.id);
  const challenge: TxChallenge = {
    id: `TC${randomBytes(12).toString('hex').toUpperCase()}`,
    value: randomBytes(24).toString('base64url'),
    sessionId: session.id,
    user,
    operationId,
    idempotencyKey,
    expiresAt: t + CHALLENGE_SECONDS * 1000,
    state: 'issued',
  };
  challenges.set(challenge.id, challenge);
  return challenge;
}

/** Voids the user's unused challenges for this key; gives how many. */
export function voidChallenges(
  challenges: ReadonlyMap<string, TxChallenge>, user: string, idempotencyKey: string,
): number {
  let n = 0;
  for (const c of challenges.values()) {
    if (c.user === user && c.idempotencyKey === idempotencyKey && c.state === 'issued') {
      c.state = 'void';
      n++;
    }
  }
  return n;
}

/** Makes every unused challenge expire now; gives how many. */
export function expireChallenges(challenges: ReadonlyMap<string, TxChallenge>): number {
  let n = 0;
  for (const c of challenges.values()) {
    if (c.state === 'issued') {
      c.expiresAt = Number.NEGATIVE_INFINITY;
      n++;
    }
  }
  return n;
}
