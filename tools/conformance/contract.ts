/**
 * The contract as the kit reads it: every operation from the generated tables (its path, area, kind,
 * whether it is sealed, public, signed, its request and answer fields), the request examples from the
 * bundled contract that `npm run generate` writes, the answer schemas the portal's client checks with
 * (src/api/answer-schemas.ts) and each answer field's place in the contract (./schema-path.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { answerSchema } from '@/api/answer-schemas.ts';
import { operationArea } from '@/api/generated/areas.ts';
import { fields, type OperationFields } from '@/api/generated/fields.ts';
import { operations } from '@/api/generated/operations.ts';
import { PLAIN_PATHS, PUBLIC_PATHS } from '@/api/generated/runtime.ts';
import { signingEntryByPath } from '@/protocol/signing/catalogue.ts';
import { domainOf, SIGNATURE_FIELDS } from '@/protocol/signing/plan.ts';
import { COMMON_FIELDS } from '@/protocol/wire-format.ts';
import type { AnswerContext } from './checks.ts';
import { schemaPointer } from './schema-path.ts';

export const BUNDLE = resolve(import.meta.dirname, '../../openapi/.bundled/portal.yaml');

export interface Operation {
  readonly operationId: string;
  readonly path: string;
  readonly area: string;
  readonly summary: string;
  readonly kind: OperationFields['kind'];
  /** The request travels in the #10 envelope. */
  readonly sealed: boolean;
  readonly public: boolean;
  /** A transaction signed with a challenge (TX); key checks (LOGIN) are signed too but not transactions. */
  readonly transaction: boolean;
  readonly signed: boolean;
  readonly fields: OperationFields;
}

type Table<T> = Readonly<Record<string, T | undefined>>;

/** Every operation of the contract, in the generated table's order. */
export const OPERATIONS: readonly Operation[] = Object.entries(operations).map(([path, meta]) => {
  const id = meta.operationId;
  const entry = signingEntryByPath(path);
  const own = (fields as Table<OperationFields>)[id];
  if (!own) throw new Error(`the generated field table has no ${id}: run npm run generate`);
  return {
    operationId: id,
    path,
    area: (operationArea as Table<string>)[id] ?? path.split('/')[2] ?? '',
    summary: own.summary,
    kind: own.kind,
    sealed: !PLAIN_PATHS.has(path),
    public: PUBLIC_PATHS.has(path),
    transaction: entry !== undefined && domainOf(entry) === 'TX',
    signed: entry !== undefined,
    fields: own,
  };
});

const byId = new Map(OPERATIONS.map((o) => [o.operationId, o]));
export const OPERATION_IDS: ReadonlySet<string> = new Set(byId.keys());

export function operation(operationId: string): Operation {
  const found = byId.get(operationId);
  if (!found) throw new Error(`${operationId} is not an operation of the contract`);
  return found;
}

/** What the request layer and the signing flow add: never part of an example the kit sends. */
const FILLED: ReadonlySet<string> = new Set([...COMMON_FIELDS, ...SIGNATURE_FIELDS]);

type Node = Record<string, unknown>;
const child = (node: unknown, key: string): unknown => (typeof node === 'object' && node !== null ? (node as Node)[key] : undefined);

export interface Contract {
  /** The bundled contract (YAML, parsed). */
  readonly doc: unknown;
  /** The request example of an operation without the fields the client and the flow fill. */
  example(operationId: string): Record<string, unknown>;
  /** What the checks need to read an operation's answers. */
  answerContext(operationId: string): Promise<AnswerContext>;
}

/** The bundled contract (`npm run generate` writes it), parsed; throws with what to do when it is missing. */
export function loadContract(file = BUNDLE): Contract {
  let doc: unknown;
  try {
    doc = parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(`cannot read the bundled contract ${file}: run npm run generate`, { cause });
  }
  return {
    doc,
    example(operationId) {
      const op = operation(operationId);
      let node: unknown = child(child(child(doc, 'paths'), op.path), 'post');
      for (const key of ['requestBody', 'content', 'application/json', 'examples', 'default', 'value']) node = child(node, key);
      const value = typeof node === 'object' && node !== null ? (node as Node) : {};
      // a transaction's signature fields are filled by the flow; a key check's CERT_SN and challenge are its own
      const drop = op.transaction ? FILLED : new Set<string>(COMMON_FIELDS);
      return Object.fromEntries(Object.entries(value).filter(([name]) => !drop.has(name)));
    },
    async answerContext(operationId) {
      const op = operation(operationId);
      const schema = await answerSchema(operationId);
      return {
        fields: op.fields,
        ...(schema ? { schema } : {}),
        schemaPath: (path) => schemaPointer(doc, op.path, path),
      };
    },
  };
}
