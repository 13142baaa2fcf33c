// The contract served by Prism answers with its examples (issue: the contract, "Done when").
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE } from '../../generators/bundle.ts';
import { type RunningPrism, startPrism } from '../../mock-server/prism.ts';
import type { JsonObject } from '../../generators/schema-walk.ts';
import { loadBundle } from './load.ts';

let prism: RunningPrism;
let doc: JsonObject;

beforeAll(async () => {
  doc = loadBundle();
  prism = await startPrism(BUNDLE);
});
afterAll(async () => {
  await prism.stop();
});

function successExample(path: string): unknown {
  const op = (doc.paths as JsonObject)[path] as JsonObject;
  const ok = ((op.post as JsonObject).responses as JsonObject)['200'] as JsonObject;
  const examples = ((ok.content as JsonObject)['application/json'] as JsonObject).examples as JsonObject;
  return (examples.success as JsonObject).value;
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${prism.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('Prism over the bundled contract', () => {
  it('answers POST /api/login/userInfoThree with the success example (spec 000 §7)', async () => {
    const response = await post('/api/login/userInfoThree', { H_CHNL_ID: 'ET', H_MENU_ID: '' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(successExample('/api/login/userInfoThree'));
  });

  it('answers a named example on request (Prefer: example=sessionLost gives STATUS 005)', async () => {
    const response = await post('/api/login/userInfoThree', { H_CHNL_ID: 'ET' }, { prefer: 'example=sessionLost' });
    expect(((await response.json()) as { head: { STATUS: string } }).head.STATUS).toBe('005');
  });

  it('refuses a request that breaks the contract with the 400 envelope and the violation', async () => {
    const response = await post('/api/search/searchMenuListQry', { H_CHNL_ID: 'ET', CHNL: 'ET' });
    expect(response.status).toBe(400);
    expect(response.headers.get('sl-violations') ?? '').toMatch(/MENU_MNAME/);
    expect(((await response.json()) as { head: { STATUS: string } }).head.STATUS).toBe('E0400');
  });

  it('stops a start over a contract it cannot read with its own error', async () => {
    // mock-server/prism.ts keeps the tail of Prism's log, at --verboseLevel error: its fatal line is in it
    const broken = join(mkdtempSync(join(tmpdir(), 'eis-prism-')), 'broken.yaml');
    writeFileSync(broken, 'openapi: 3.1.0\ninfo: [\n');
    const said = /prism exited \(1\):[\s\S]*fatal[\s\S]*Error parsing \S*broken\.yaml/;
    await expect(startPrism(broken)).rejects.toThrow(said);
  });
});
