/**
 * zh-CN, the default catalogue, whole: its two parts (issue 51 item 6), the first screen's texts
 * (zh-CN-first.ts, in the first paint) and the rest (zh-CN-rest.ts, loaded with the first screen
 * beyond it). The portal's code imports this module for its types only (a dependency rule holds it
 * to that); the tests and the build read the whole catalogue here.
 */
import { zhCNFirst } from './zh-CN-first.ts';
import { zhCNRest } from './zh-CN-rest.ts';

export const zhCN = { ...zhCNFirst, ...zhCNRest } as const;

/**
 * A text that counts something, by the plural category of its count (Intl.PluralRules: `one`,
 * `other`...; issue 49 item 10): `{ one: '{{count}} to-do item', other: '{{count}} to-do items' }`.
 * `other` is always there; Chinese needs none of it.
 */
export interface PluralText {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

type Widen<T> = { [K in keyof T]: T[K] extends string ? string | PluralText : Widen<T[K]> };
/** Every catalogue has exactly the keys of zh-CN; a text may be a PluralText. */
export type Catalogue = Widen<typeof zhCN>;
