/**
 * Every operation of the contract, called as the persona the configuration gives it (issue 53 item 1),
 * by its kind (./kinds.ts) or, when it needs something first (a batch file, an instruction to approve,
 * a login of its own), by its recipe (./recipes.ts).
 */
import type { Operation } from './contract.ts';
import { CaseRecorder, type Kit, sessionOf } from './kit.ts';
import { ownerOf } from './kinds.ts';
import type { CaseResult } from './model.ts';
import { recipeFor } from './recipes.ts';

export interface Job {
  readonly id: string;
  readonly operationId?: string;
  run(): Promise<CaseResult>;
}

/** The case of one operation. */
export async function runOperation(kit: Kit, op: Operation): Promise<CaseResult> {
  const owner = ownerOf(kit.config.personas, op.operationId);
  const rec = new CaseRecorder(kit, {
    id: `operation:${op.operationId}`, kind: 'operation', title: `${op.operationId} ${op.summary}`, group: op.area,
    operationId: op.operationId, ...(owner ? { persona: owner.name } : {}),
  });
  const session = sessionOf(kit, owner?.name);
  if ('problem' in session) {
    rec.skip('persona', session.problem);
    return rec.result();
  }
  try {
    await recipeFor(op)(kit, rec, op, session);
  } catch (error) {
    rec.fail('kit', `the kit could not finish this case: ${error instanceof Error ? error.message : String(error)}`);
  }
  return rec.result();
}

export const sweepJobs = (kit: Kit, ops: readonly Operation[]): Job[] =>
  ops.map((op) => ({ id: `operation:${op.operationId}`, operationId: op.operationId, run: () => runOperation(kit, op) }));
