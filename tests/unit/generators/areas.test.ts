// The contract by area (issue 41, generators/areas.ts): which paths make an area, what of the shared
// components an area's hey-api run gets, when an area counts as changed, and the shared modules that
// tie the areas together.
import { describe, expect, it } from 'vitest';
import {
  answersIndex, AREA_NAME, areaDocument, areaHash, areaModules, areaOfFile, areasOf, areasTable, callsIndex,
  compareText, fieldsIndex, pathsIndex, sdkIndex, sdkName,
} from '@generators/areas.ts';
import type { JsonObject } from '@generators/schema-walk.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const post = (operationId: string, schema: JsonObject) => ({
  post: { operationId, requestBody: { content: { 'application/json': { schema } } }, responses: { 200: { $ref: '#/components/responses/Ok' } } },
});

const DOC: JsonObject = {
  openapi: '3.1.0',
  servers: [{ url: '/' }],
  security: [{ sessionCookie: [] }],
  paths: {
    // not in the areas' order: the areas come out sorted
    '/api/pay/transfer': post('transferSub', { allOf: [ref('Common'), ref('Amount~0~1x')] }),
    '/api/news/list': post('newsList', ref('Paging')),
    '/api/news/detail': post('newsDetail', {
      ...ref('Common'),
      // a string that is not a $ref, a reference into another file, a $ref that is not a string
      description: '#/components/schemas/Unused',
      properties: { OUT: { $ref: 'other.yaml#/components/schemas/Unused' }, ODD: { $ref: { nested: ref('Head') } } },
    }),
  },
  components: {
    securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'SESSION' } },
    responses: { Ok: { description: 'ok', content: { 'application/json': { schema: ref('Head') } } } },
    schemas: {
      'Paging': { type: 'object', properties: { PAGE_NO: ref('Number') } },
      'Number': { type: 'string', pattern: '^\\d+$' },
      'Common': { type: 'object', properties: { H_CHNL_ID: { type: 'string' } } },
      'Amount~/x': { type: 'string' },
      'Head': { type: 'object', properties: { STATUS: { type: 'string' } } },
      'Unused': { type: 'object', properties: { other: ref('Number') } },
    },
  },
};

const FILES: Record<string, string> = {
  '/api/news/list': '/c/openapi/paths/news.yaml',
  '/api/pay/transfer': '/c/openapi/paths/transfer.yml',
  '/api/news/detail': '/c/openapi/paths/news.yaml',
};

describe('the areas of a contract', () => {
  it('names an area by its file, without folder or extension', () => {
    expect(areaOfFile('/c/openapi/paths/news.yaml')).toBe('news');
    expect(areaOfFile('C:\\c\\openapi\\paths\\billTreasure.yml')).toBe('billTreasure');
    expect(areaOfFile('portal.yaml')).toBe('portal');
    expect(areaOfFile('/c/openapi/paths/x.yaml.bak')).toBe('x.yaml.bak');
    expect(areaOfFile('/c/openapi/paths/')).toBe('');
  });

  it('orders text by code unit, equal text as equal', () => {
    expect(compareText('a', 'b')).toBe(-1);
    expect(compareText('b', 'a')).toBe(1);
    expect(compareText('news', 'news')).toBe(0);
    expect(compareText('Z', 'a')).toBe(-1); // code units, not the locale's order
  });

  it('accepts only a name that can name a folder and a module key', () => {
    for (const name of ['news', 'billTreasureR2', 'a_b', 'A1']) expect(AREA_NAME.test(name), name).toBe(true);
    for (const name of ['equity-2', '2news', '_news', 'news.v2', '', 'new s', '../x']) expect(AREA_NAME.test(name), name).toBe(false);
  });

  it('groups the paths by the file each is written in, areas sorted, paths in the document\'s order', () => {
    const areas = areasOf(DOC, (path) => FILES[path] ?? '');
    expect([...areas.keys()]).toEqual(['news', 'transfer']);
    expect(Object.keys(areas.get('news') ?? {})).toEqual(['/api/news/list', '/api/news/detail']);
    expect([...areasOf({ paths: { '/b': {}, '/a': {} } }, (path) => `${path}.yaml`).keys()]).toEqual(['a', 'b']);
    expect(Object.keys(areas.get('transfer') ?? {})).toEqual(['/api/pay/transfer']);
    expect(areasOf({ openapi: '3.1.0' }, () => 'x').size).toBe(0);
  });

  it('gives an area the components its paths reach, through other components, and the security schemes', () => {
    const news = areasOf(DOC, (path) => FILES[path] ?? '').get('news') ?? {};
    const doc = areaDocument(DOC, news);
    expect(doc.paths).toBe(news);
    expect(doc.servers).toBe(DOC.servers);
    expect(doc.security).toBe(DOC.security);
    const components = doc.components as Record<string, JsonObject>;
    expect(Object.keys(components.schemas ?? {}).sort()).toEqual(['Common', 'Head', 'Number', 'Paging']);
    expect(Object.keys(components.responses ?? {})).toEqual(['Ok']);
    expect(Object.keys(components.securitySchemes ?? {})).toEqual(['sessionCookie']);
    // a name with ~ and / in it is found through its escaped pointer
    const transfer = areaDocument(DOC, { '/api/pay/transfer': (DOC.paths as JsonObject)['/api/pay/transfer'] ?? null });
    expect(Object.keys((transfer.components as Record<string, JsonObject>).schemas ?? {}).sort()).toEqual(['Amount~/x', 'Common', 'Head']);
  });

  it('keeps the row schema an x-eis-batch names, and what the row refers to', () => {
    const batched = { post: { 'operationId': 'batchSub', 'x-eis-batch': { transType: 'T', row: 'Paging' } } };
    const doc = areaDocument(DOC, { '/api/pay/batch': batched });
    expect(Object.keys((doc.components as Record<string, JsonObject>).schemas ?? {}).sort()).toEqual(['Number', 'Paging']);
  });

  it('leaves out a kind of component none of whose entries is reached', () => {
    const doc = areaDocument({
      ...DOC,
      components: { ...(DOC.components as JsonObject), parameters: { P: { name: 'p', in: 'query' } }, headers: null },
    }, { '/api/x': { post: { operationId: 'x' } }, '/api/y': null });
    expect(Object.keys(doc.components as JsonObject)).toEqual(['securitySchemes']);
    expect(areaDocument({ openapi: '3.1.0' }, {}).components).toEqual({});
  });

  it('hashes an area by its document and the tools: a change to either is a change', () => {
    const news = areaDocument(DOC, { '/api/news/list': (DOC.paths as JsonObject)['/api/news/list'] ?? null });
    const hash = areaHash(news, 'tools-1');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(areaHash(structuredClone(news), 'tools-1')).toBe(hash);
    expect(areaHash(news, 'tools-2')).not.toBe(hash);
    const changed = structuredClone(news);
    ((changed.components as Record<string, Record<string, JsonObject>>).schemas ?? {}).Number = { type: 'string', maxLength: 3 };
    expect(areaHash(changed, 'tools-1')).not.toBe(hash);
  });
});

describe('the shared modules over the areas', () => {
  it('gives every area the one client and its runtime, and an index of its fields, schemas and calls', () => {
    const modules = areaModules(['MD5Digest', 'transferSub']);
    expect(Object.keys(modules).sort()).toEqual(['client.gen.ts', 'client.ts', 'index.ts']);
    expect(modules['client.gen.ts']).toContain('export { client } from \'../../sdk/client.gen.ts\';');
    expect(modules['client.ts']).toContain('export * from \'../../sdk/client/index.ts\';');
    const index = modules['index.ts'];
    expect(index).toContain('export { fields } from \'./fields.ts\';\nexport * as zod from \'./zod.gen.ts\';\n');
    // each operation's generated SDK function by operationId, under hey-api's name (issue 51 item 4)
    expect(index).toContain('import * as sdk from \'./sdk.gen.ts\';');
    expect(index).toContain('export const calls = {\n  "MD5Digest": sdk.md5Digest,\n  "transferSub": sdk.transferSub,\n};');
  });

  it('names an operation\'s SDK function as hey-api does', () => {
    expect(sdkName('transferSub')).toBe('transferSub');
    expect(sdkName('MD5Digest')).toBe('md5Digest');
    expect(sdkName('Transfer')).toBe('transfer');
  });

  it('gathers every area\'s calls into one table for tools and tests', () => {
    const index = callsIndex(['news', 'transfer']);
    expect(index).toContain('import { calls as c0 } from \'./areas/news/index.ts\';\nimport { calls as c1 } from \'./areas/transfer/index.ts\';');
    expect(index).toContain('export const calls = { ...c0, ...c1, };');
  });

  it('re-exports every area\'s SDK, naming hey-api\'s Options type once', () => {
    const index = sdkIndex(['news', 'transfer']);
    expect(index).toContain('export type { Options } from \'../areas/news/sdk.gen.ts\';\n'
      + 'export * from \'../areas/news/sdk.gen.ts\';\nexport * from \'../areas/transfer/sdk.gen.ts\';\n');
    expect(sdkIndex([])).toBe('// Generated by `npm run generate` (generators/areas.ts) from openapi/. Do not edit.\n'
      + '// Every area\'s SDK functions. The portal imports an area\'s own module (areas/<area>/sdk.gen.ts).\n');
  });

  it('joins the areas\' path types into one interface, beside the components\' types', () => {
    const index = pathsIndex(['news', 'transfer']);
    expect(index).toContain('import type { paths as p0 } from \'./areas/news/paths\';\nimport type { paths as p1 } from \'./areas/transfer/paths\';\n');
    expect(index).toContain('export type { components } from \'./components\';');
    expect(index).toContain('export interface paths extends p0, p1 {}');
    expect(pathsIndex([])).toContain('export interface paths {}');
  });

  it('joins the areas\' field tables into one, typed against every operation', () => {
    expect(fieldsIndex(['news', 'transfer'])).toBe(
      'import { fields as f0 } from \'./areas/news/fields.ts\';\nimport { fields as f1 } from \'./areas/transfer/fields.ts\';\n\n'
      + 'export const fields = { ...f0, ...f1, } as const satisfies { readonly [I in OperationId]: OperationFields };\n',
    );
  });

  it('maps each operation to its area and each area to its loader', () => {
    const table = areasTable(new Map([['transfer', ['transferSub']], ['news', ['newsList', 'newsDetail']]]));
    expect(table).toContain('export type Area = "transfer" | "news";');
    // operations sorted by id
    expect(table).toContain('= {\n  "newsDetail": "news",\n  "newsList": "news",\n  "transferSub": "transfer",\n};');
    expect(table).toContain('  "transfer": () => import(\'./areas/transfer/index.ts\'),\n  "news": () => import(\'./areas/news/index.ts\'),\n};');
    expect(areasTable(new Map())).toContain('export type Area = never;');
  });

  it('finds each answer\'s area by its operationId in lower case', () => {
    const index = answersIndex(new Map([['common', ['MD5Digest', 'getServerTime']], ['news', ['newsList']]]));
    expect(index).toContain('const a0 = (): Promise<AreaAnswers> => import(\'./areas/common/answers.ts\');\n'
      + 'const a1 = (): Promise<AreaAnswers> => import(\'./areas/news/answers.ts\');');
    expect(index).toContain('new Map([\n  ["getservertime", a0],\n  ["md5digest", a0],\n  ["newslist", a1],\n]);');
  });
});
