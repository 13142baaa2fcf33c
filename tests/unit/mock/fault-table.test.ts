// The mock's one fault table (issue 51 item 2): every fault one entry, whose text the parser reads
// back, whose console form writes a fault the parser takes, and whose name no other module lists.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faultEntry, FAULTS, faultText, parseFault } from '@mock/faults/table.ts';

const STAGES = ['arrival', 'opened', 'answered'];

describe('the fault table', () => {
  it('names each fault once, each with a Chinese label and a stage', () => {
    const names = FAULTS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const f of FAULTS) {
      expect(f.label).toMatch(/[\u4e00-\u9fff]/);
      expect(STAGES).toContain(f.stage);
      expect(faultEntry(f.name)).toBe(f);
    }
  });

  it.each(FAULTS.map((f) => [f.name, f] as const))('%s: the console form writes a fault the parser takes back', (_, entry) => {
    const values = Object.fromEntries(entry.fields.map((field) => [field.key, field.initial]));
    const parsed = parseFault(entry.compose(values));
    expect(typeof parsed).toBe('object');
    if (typeof parsed === 'string') return;
    expect(parsed.kind).toBe(entry.name);
    // the log's text (message not encoded) and the header's (encoded) name the same fault
    expect(parseFault(entry.text(parsed, true))).toEqual(parsed);
    expect(faultText(parsed).split(/[=;]/)[0]).toBe(entry.name);
  });

  it('refuses an unknown fault naming every one there is', () => {
    expect(parseFault('explode')).toBe(`unknown fault "explode"; one of ${FAULTS.map((f) => f.name).join(', ')}`);
  });

  it('gives each stage an effect the gateway writes: a wait, an answer or a head', () => {
    for (const f of FAULTS) {
      const parsed = parseFault(f.compose(Object.fromEntries(f.fields.map((field) => [field.key, field.initial]))));
      if (typeof parsed === 'string') throw new Error(parsed);
      const effect = f.effect(parsed);
      expect(['wait', 'answer', 'head'].some((k) => k in effect)).toBe(true);
    }
  });

  it.each(['mock-server/sessions/state.ts', 'mock-server/recorder/traffic.ts', 'mock-server/console/Faults.tsx', 'mock-server/gateway/gateway.ts'])(
    '%s lists no fault by name: it reads the table',
    (file) => {
      // its code, not its comments
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
      for (const f of FAULTS) expect(text, f.name).not.toMatch(new RegExp(`['"\`]${f.name}['"\`=]`));
    },
  );
});
