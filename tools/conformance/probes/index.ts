/** Every probe of the protocol's promises, in the order a run makes them. */
import { CaseRecorder, type Kit } from '../kit.ts';
import type { CaseResult } from '../model.ts';
import { ACCESS_PROBES } from './access.ts';
import type { Probe } from './common.ts';
import { ENVELOPE_PROBES } from './envelope.ts';
import { SIGNING_PROBES } from './signing.ts';

export type { Probe };

export const PROBES: readonly Probe[] = [...SIGNING_PROBES, ...ENVELOPE_PROBES, ...ACCESS_PROBES];

/** The case of one probe. */
export async function runProbe(kit: Kit, probe: Probe): Promise<CaseResult> {
  const rec = new CaseRecorder(kit, { id: `probe:${probe.name}`, kind: 'probe', title: `${probe.name}: ${probe.title}`, group: probe.family });
  try {
    await probe.run(kit, rec);
  } catch (error) {
    rec.fail('kit', `the kit could not finish this probe: ${error instanceof Error ? error.message : String(error)}`);
  }
  return rec.result();
}
