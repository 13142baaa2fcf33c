// The contract's own checks (issue: the contract). spec 000 §7, §8; spec 001 §7.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkContract, type SignExtension } from '../../generators/check.ts';
import {
  deref,
  type Json,
  type JsonObject,
  type Operation,
  operations,
  propertyNames,
  propertySchema,
  requestSchema,
} from '../../generators/schema-walk.ts';
import { loadBundle, sourceAreaKeys, sourceRoot } from './load.ts';
import {
  SPEC_000_DESCRIBED,
  SPEC_000_PATHS,
  SPEC_000_SILENT,
  SPEC_001_BILL_OPERATIONS_AT_LEAST,
  SPEC_001_SIGNED_DESCRIBED,
  SPEC_001_SIGNED_NAMED,
  SPEC_SELECTORS,
  OWN_SELECTORS,
} from './spec-calls.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

let doc: JsonObject;
let ops: Operation[];
const byId = new Map<string, Operation>();

function sign(o: Operation): SignExtension | undefined {
  return o.op['x-eis-sign'] as unknown as SignExtension | undefined;
}

beforeAll(() => {
  doc = loadBundle();
  ops = operations(doc);
  for (const o of ops) byId.set(o.operationId, o);
});

describe('shape of the contract', () => {
  it('is OpenAPI 3.1 with every call a POST under /api/ (spec 000 §7)', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const o of ops) {
      expect(o.method, o.path).toBe('post');
      expect(o.path).toMatch(/^\/api\/[A-Za-z]+\/[A-Za-z0-9]+$/);
    }
  });

  it('gives every operation a unique operationId', () => {
    const ids = ops.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
  });

  it('references every path item of every area file from the root, and nothing else', () => {
    const root = sourceRoot();
    const refs = new Set(Object.values(root.paths as JsonObject).map((p) => (p as { $ref: string }).$ref));
    const defined = new Set<string>();
    for (const [file, keys] of sourceAreaKeys()) for (const key of keys) defined.add(`./paths/${file}#/${key}`);
    expect([...defined].filter((d) => !refs.has(d))).toEqual([]);
    expect([...refs].filter((r) => !defined.has(r))).toEqual([]);
  });

  it('puts the common fields and the response envelope in every call (spec 000 §7, §8)', () => {
    const common = doc.components as JsonObject;
    const schemas = common.schemas as JsonObject;
    expect(propertyNames(doc, schemas.CommonRequest as Json)).toEqual(
      new Set(['H_MENU_ID', 'H_CHNL_ID', 'CLIENT_MAC', 'CLIENT_IP']),
    );
    expect(propertySchema(doc, schemas.CommonRequest as Json, 'H_CHNL_ID')?.const).toBe('ET');
    expect(propertyNames(doc, schemas.ResponseHead as Json)).toEqual(new Set(['STATUS', 'MSG', 'message']));
    for (const o of ops) {
      if (o.operationId === 'uploadFile') continue;
      const names = propertyNames(doc, requestSchema(o.op));
      for (const field of ['H_MENU_ID', 'H_CHNL_ID', 'CLIENT_MAC', 'CLIENT_IP']) expect(names, o.operationId).toContain(field);
      const ok = deref(doc, (o.op.responses as JsonObject)['200']) as JsonObject;
      const schema = ((ok.content as JsonObject)['application/json'] as JsonObject).schema as Json;
      expect(propertySchema(doc, schema, 'head'), o.operationId).toBeDefined();
    }
  });
});

describe('the calls the spec names are all here', () => {
  it.each(SPEC_000_PATHS)('spec 000 §7: %s', (path) => {
    expect(Object.keys(doc.paths as JsonObject)).toContain(path);
  });

  it.each(Object.entries(SPEC_000_DESCRIBED))('spec 000 §7: %s is %s', (_name, id) => {
    expect(byId.has(id)).toBe(true);
  });

  it.each(SPEC_001_SIGNED_NAMED)('spec 001 §7 signed: %s, with x-eis-sign', (id) => {
    expect(byId.has(id)).toBe(true);
    expect(sign(byId.get(id) as Operation)).toBeDefined();
  });

  it.each(Object.entries(SPEC_001_SIGNED_DESCRIBED))('spec 001 §7 signed: %s', (_name, ids) => {
    for (const id of ids) {
      expect(byId.has(id), id).toBe(true);
      const o = byId.get(id) as Operation;
      expect(sign(o), id).toBeDefined();
      // a name the spec does not give is ours, and says so
      expect(o.op['x-eis-provisional'], id).toContain('operation');
    }
  });

  it('has the bill operations and deposits of spec 001 §7 ("about 30")', () => {
    const bills = ops.filter((o) => o.path.startsWith('/api/billTreasure/') && sign(o));
    expect(bills.length).toBeGreaterThanOrEqual(SPEC_001_BILL_OPERATIONS_AT_LEAST);
  });

  it('marks the silent calls of spec 000 §7 silent, and no others', () => {
    const silent = ops.filter((o) => o.op['x-eis-silent'] === true).map((o) => o.operationId);
    // server time resets silently on failure (spec 000 §4, §8)
    expect(silent.sort()).toEqual([...SPEC_000_SILENT, 'getServerTime'].sort());
  });

  it('encrypts every call but upload, which is multipart (spec 000 §7)', () => {
    const plain = ops.filter((o) => o.op['x-eis-encrypt'] === false).map((o) => o.operationId);
    expect(plain).toEqual(['uploadFile']);
    const upload = byId.get('uploadFile') as Operation;
    const content = (upload.op.requestBody as JsonObject).content as JsonObject;
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    expect(propertyNames(doc, requestSchema(upload.op))).toContain('TRANS_TYPE');
    for (const o of ops) if (o.op['x-eis-encrypt'] !== undefined) expect(typeof o.op['x-eis-encrypt']).toBe('boolean');
  });
});

describe('signing metadata (spec 001 §3, §7)', () => {
  it('passes the generators\' checks: unique ids, 13-digit distinct codes, real selector/confirm/signed fields', () => {
    // generators/check.ts is the one implementation; the broken-contract fixtures prove it catches each case
    expect(checkContract(doc)).toEqual([]);
  });

  it('selects codes by AUTH_TYPE / AUTH_METHOD exactly where the spec says, and in the contract\'s own provisional operations', () => {
    for (const o of ops) {
      const s = sign(o);
      if (!s) continue;
      const own = OWN_SELECTORS[o.operationId];
      if (own) expect(o.op['x-eis-provisional'], o.operationId).toContain('operation');
      const expected = SPEC_SELECTORS[o.operationId] ?? own;
      if (!expected) {
        expect(s.serviceCode.by, o.operationId).toBeUndefined();
        continue;
      }
      expect(s.serviceCode.by).toBe(expected.by);
      expect(Object.keys(s.serviceCode.codes ?? {}).sort()).toEqual([...expected.values].sort());
      expect(propertySchema(doc, requestSchema(o.op), expected.by)?.enum, o.operationId).toEqual(expected.values);
    }
  });

  it('marks every signed call provisional in its service code (the spec gives no values)', () => {
    for (const o of ops) if (sign(o)) expect(o.op['x-eis-provisional'], o.operationId).toContain('serviceCode');
  });
});

describe('batch files (x-eis-batch, issue 37)', () => {
  const batchOps = () => ops.filter((o) => o.op['x-eis-batch'] !== undefined);
  const broken = (change: (copy: JsonObject) => void) => {
    const copy = structuredClone(doc);
    change(copy);
    return checkContract(copy).map((p) => p.message);
  };
  const batchOf = (copy: JsonObject, id: string) => operations(copy).find((o) => o.operationId === id)?.op ?? {};

  it('names the file of every call that signs a batch number, count and total', () => {
    const signsBatch = ops.filter((o) => ['BATCH_NO', 'TOTAL_COUNT'].every((f) => propertyNames(doc, requestSchema(o.op)).has(f)) && sign(o));
    expect(batchOps().map((o) => o.operationId).sort()).toEqual(signsBatch.map((o) => o.operationId).sort());
    expect(batchOps().length).toBe(7);
    for (const o of batchOps()) expect(sign(o)?.signed, o.operationId).toContain('FILE_DIGEST');
  });

  it('refuses a batch that does not sign its digest, an unknown or bad row, and a bad business type', () => {
    expect(broken((c) => {
      const s = batchOf(c, 'batchTransferSub')['x-eis-sign'] as { signed: string[] };
      s.signed = s.signed.filter((f) => f !== 'FILE_DIGEST');
    })).toEqual(['a batch operation must carry and sign FILE_DIGEST (x-eis-sign signed)']);
    expect(broken((c) => {
      (batchOf(c, 'batchTransferSub')['x-eis-batch'] as JsonObject).row = 'NoSuchRow';
    })).toEqual(['x-eis-batch row must be an object schema with an Amount and an AccountNo column']);
    expect(broken((c) => {
      (batchOf(c, 'payrollTransferSub')['x-eis-batch'] as JsonObject).transType = 'payroll file';
    })).toEqual(['x-eis-batch transType must be an upper-case TRANS_TYPE of at most 32 characters']);
    expect(broken((c) => {
      batchOf(c, 'salaryPaySub')['x-eis-batch'] = 'PAYROLL';
    })).toEqual(['x-eis-batch must be an object { transType, row }']);
  });
});

describe('answers', () => {
  it('refuses an answer that is a stream of server-sent events, by name (spec 000 §7, ADR 0023)', () => {
    const copy = structuredClone(doc);
    const op = operations(copy).find((o) => o.operationId === 'getServerTime')?.op ?? {};
    ((op.responses as JsonObject)['200'] as { content: JsonObject }).content['text/event-stream'] = { schema: { type: 'string' } };
    expect(checkContract(copy)).toEqual([
      {
        pointer: expect.stringMatching(/\/responses\/200\/content\/text~1event-stream$/) as string,
        message: 'a call answers one envelope (spec 000 §7), not a text/event-stream (status 200)',
      },
    ]);
  });
});

describe('examples', () => {
  let ajv: Ajv2020;
  beforeAll(() => {
    ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    ajv.addFormat('binary', true);
    ajv.addSchema({ ...doc, $id: 'contract' });
  });

  function check(pointer: string, value: unknown): string[] {
    const validate = ajv.compile({ $ref: `contract#${pointer}` });
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
  }
  const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

  it('has a request example (JSON calls) and a success example on every operation, all valid', () => {
    const failures: string[] = [];
    for (const o of ops) {
      const base = `/paths/${esc(o.path)}/post`;
      const content = (o.op.requestBody as JsonObject).content as JsonObject;
      const json = content['application/json'] as JsonObject | undefined;
      if (json) {
        const examples = (json.examples ?? {}) as JsonObject;
        if (Object.keys(examples).length === 0) failures.push(`${o.operationId}: no request example`);
        for (const [name, ex] of Object.entries(examples)) {
          const errors = check(`${base}/requestBody/content/application~1json/schema`, (ex as JsonObject).value);
          if (errors.length) failures.push(`${o.operationId} request ${name}: ${errors.join('; ')}`);
        }
      }
      const ok = (o.op.responses as JsonObject)['200'] as JsonObject;
      const examples = ((ok.content as JsonObject)['application/json'] as JsonObject).examples as JsonObject;
      if (!examples.success) failures.push(`${o.operationId}: no success example`);
      for (const [name, ex] of Object.entries(examples)) {
        const errors = check(`${base}/responses/200/content/application~1json/schema`, (ex as JsonObject).value);
        if (errors.length) failures.push(`${o.operationId} response ${name}: ${errors.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('rejects what the schemas must reject (the validator is live)', () => {
    const path = `/paths/${esc('/api/transfer/transferSub')}/post/requestBody/content/application~1json/schema`;
    const good = (((byId.get('transferSub') as Operation).op.requestBody as JsonObject).content as JsonObject)[
      'application/json'
    ] as JsonObject;
    const value = ((good.examples as JsonObject).default as JsonObject).value as JsonObject;
    expect(check(path, value)).toEqual([]);
    expect(check(path, { ...value, TRAN_AMT: '12500' }).join()).toMatch(/pattern/); // two decimals
    expect(check(path, { ...value, H_CHNL_ID: 'WEB' }).join()).toMatch(/constant/);
    const missing = { ...value };
    delete missing.ACCT_NO;
    expect(check(path, missing).join()).toMatch(/ACCT_NO/);
    const login = `/paths/${esc('/api/login/passwordLogin')}/post/requestBody/content/application~1json/schema`;
    // a password in clear is not a valid request: it must be the password control's ciphertext
    const clear = { H_CHNL_ID: 'ET', LOGIN_NAME: 'a', PASSWORD: 'Passw0rd!', IMAGE_CODE: 'K7P2', IMAGE_CODE_ID: 'IC2026112209' };
    expect(check(login, clear).join()).toMatch(/PASSWORD/);
  });
});
