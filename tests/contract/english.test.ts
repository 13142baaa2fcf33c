// English beside the Chinese (issue 38, item 4): every text the contract and the route manifest put on
// screen (summaries, field titles, enum labels, confirmation labels, route titles, action labels,
// menu names) has its English; a missing one fails here and in `npm run lint:contract`.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_TERMS_EN_US } from '@/api/generated/terms.en-US.ts';
import { MANIFEST } from '@/routing/manifest/index.ts';
import { LABELS_EN_US } from '@/routing/manifest/en-US.ts';
import { englishTerms, routeTitles } from '@/app/terms.ts';
import { FALLBACK_MENU } from '@/routing/menus.ts';
import { CONTRACT, ContractError, loadContract, ROOT } from '@generators/contract.ts';
import { generate } from '@generators/generate.ts';
import { contractTexts, GlossaryError, glossaryFile, loadGlossary, missingTerms, termsModule } from '@generators/terms.ts';
import { MENU_LIST } from '../../mock-server/access/menus.ts';

const CHINESE = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/u;
const temps: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'eis-terms-'));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('the contract\'s glossary (openapi/i18n/en-US.yaml)', () => {
  let texts: Map<string, string>;
  let glossary: Map<string, string>;
  beforeAll(async () => {
    texts = contractTexts((await loadContract(CONTRACT)).doc);
    glossary = loadGlossary(glossaryFile(CONTRACT));
  });

  it('has English for every Chinese text the contract shows', () => {
    expect(texts.size).toBeGreaterThan(800);
    expect(missingTerms(texts, glossary)).toEqual([]);
  });

  it('is what the generated table holds, in English only', () => {
    expect(Object.keys(CONTRACT_TERMS_EN_US).sort()).toEqual([...texts.keys()].sort());
    for (const [text, english] of Object.entries(CONTRACT_TERMS_EN_US)) {
      expect(english, text).not.toMatch(CHINESE);
      expect(english, text).toBe(glossary.get(text));
    }
  });

  it('names a text without English and where it occurs', () => {
    const partial = new Map(glossary);
    partial.delete('交易金额');
    const missing = missingTerms(texts, partial);
    expect(missing).toHaveLength(1);
    expect(missing[0]?.text).toBe('交易金额');
    expect(missing[0]?.where).toMatch(/^\w+(\.TRAN_AMT| confirm TRAN_AMT| summary)/);
  });
});

describe('a glossary that is wrong is refused with its line', () => {
  const write = (text: string) => {
    const file = join(temp(), 'en-US.yaml');
    writeFileSync(file, text);
    return file;
  };
  const problemsOf = (text: string) => {
    try {
      loadGlossary(write(text));
    } catch (error) {
      if (error instanceof GlossaryError) return error.problems;
      throw error;
    }
    throw new Error('loaded');
  };

  it.each([
    ['terms:\n  交易金额: Amount\n  交易金额: Sum\n', 3, /unique|duplicate/i],
    ['terms:\n  交易金额: [Amount\n', 3, /./],
    ['words:\n  交易金额: Amount\n', 1, /mapping `terms:`/],
    ['terms:\n  交易金额: Amount\n  交易名称: ""\n', 3, /交易名称: the English must be a non-empty text/],
    ['terms:\n  交易金额: Amount\n  交易名称: 名称 name\n', 3, /holds Chinese/],
    ['terms:\n  交易金额: Amount\n  12: Twelve\n', 3, /must be a Chinese text/],
  ])('%j -> line %i', (text, line, message) => {
    const problems = problemsOf(text);
    expect(problems[0]?.line).toBe(line);
    expect(problems[0]?.message).toMatch(message);
  });

  it('reads no file as no English', () => {
    expect(loadGlossary(join(temp(), 'absent.yaml')).size).toBe(0);
  });

  it('stops `npm run generate` with the file and line', async () => {
    const dir = temp();
    cpSync(resolve(ROOT, 'tests/fixtures/contracts/valid.yaml'), join(dir, 'portal.yaml'));
    mkdirSync(join(dir, 'i18n'));
    writeFileSync(join(dir, 'i18n/en-US.yaml'), 'terms:\n  交易名称: Transaction name\n  交易金额: ""\n');
    const error = await generate({ contract: join(dir, 'portal.yaml'), outDir: temp(), bundle: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).message).toMatch(/en-US\.yaml:3: 交易金额: the English must be a non-empty text/);
  });
});

describe('generate writes the English the contract uses (src/api/generated/terms.en-US.ts)', () => {
  it('keeps the used entries in the contract\'s order, drops the unused, leaves a missing one out', async () => {
    const dir = temp();
    const out = temp();
    cpSync(resolve(ROOT, 'tests/fixtures/contracts/valid.yaml'), join(dir, 'portal.yaml'));
    mkdirSync(join(dir, 'i18n'));
    writeFileSync(join(dir, 'i18n/en-US.yaml'), 'terms:\n  无用: Unused\n  交易名称: Transaction name\n');
    await generate({ contract: join(dir, 'portal.yaml'), outDir: out, bundle: null });
    const module = readFileSync(join(out, 'terms.en-US.ts'), 'utf8');
    expect(module).toContain('"交易名称": "Transaction name",');
    expect(module).not.toContain('无用');
    expect(module).not.toContain('交易金额');
    const files = readdirSync(out).filter((f) => statSync(join(out, f)).isFile());
    expect(files).toContain('terms.en-US.ts');
  });

  it('is the same bytes for the same input', () => {
    const texts = new Map([['甲', 'a'], ['乙', 'b']]);
    const glossary = new Map([['乙', 'B'], ['甲', 'A']]);
    expect(termsModule(texts, glossary)).toBe(termsModule(new Map(texts), new Map(glossary)));
    expect(termsModule(texts, glossary).indexOf('"甲"')).toBeLessThan(termsModule(texts, glossary).indexOf('"乙"'));
  });
});

describe('the route manifest\'s and the menus\' English (each entry\'s `en`, src/routing/manifest/en-US.ts)', () => {
  const titles = routeTitles(MANIFEST);
  const english = (text: string) => CONTRACT_TERMS_EN_US[text] ?? LABELS_EN_US[text] ?? titles[text];
  const needed = new Map<string, string>();
  const need = (text: string | undefined, where: string) => {
    if (text && CHINESE.test(text) && !needed.has(text)) needed.set(text, where);
  };
  for (const route of MANIFEST) {
    for (const action of route.actions ?? []) need(action.label, `${route.path} action`);
    need(route.link?.label, `${route.path} link`);
    need(route.back?.label, `${route.path} back`);
  }
  for (const item of [...FALLBACK_MENU, ...MENU_LIST]) need(item.MENU_NAME, `menu ${item.MENU_ID}`);

  it('gives every route its English title beside it, in English only', () => {
    for (const route of MANIFEST) {
      expect(route.en.trim(), route.path).not.toBe('');
      expect(route.en, route.path).not.toMatch(CHINESE);
    }
  });

  it('says one title one way: the contract\'s English where it has the text, the same English on every route', () => {
    const seen = new Map<string, string>();
    const differ: string[] = [];
    for (const route of MANIFEST) {
      const one = CONTRACT_TERMS_EN_US[route.title] ?? seen.get(route.title) ?? route.en;
      if (route.en !== one) differ.push(`${route.path}: ${route.title} is ${route.en}, elsewhere ${one}`);
      seen.set(route.title, one);
    }
    expect(differ).toEqual([]);
  });

  it('has English for every action label, link, menu name', () => {
    expect(needed.size).toBeGreaterThan(150);
    const missing = [...needed].filter(([text]) => english(text) === undefined).map(([text, where]) => `${text} (${where})`);
    expect(missing).toEqual([]);
  });

  it('keeps in en-US.ts English only, and only what neither the contract\'s glossary nor a route title gives', () => {
    for (const [text, value] of Object.entries(LABELS_EN_US)) {
      expect(value.trim(), text).not.toBe('');
      expect(value, text).not.toMatch(CHINESE);
      // one English per Chinese text: an enum label the contract translates is signed in its English
      expect(Object.hasOwn(CONTRACT_TERMS_EN_US, text), `${text} is in openapi/i18n/en-US.yaml too`).toBe(false);
      expect(Object.hasOwn(titles, text), `${text} is a route's title, with its English in its entry`).toBe(false);
    }
  });

  it('is what en-US shows: the route titles, the labels and the contract\'s glossary in one table', async () => {
    const terms = await englishTerms();
    expect(terms['单笔转账']).toBe(MANIFEST.find((r) => r.path === '/payTransfer/eBatch')?.en);
    expect(terms['驳回']).toBe(LABELS_EN_US['驳回']);
    for (const [text, value] of Object.entries(CONTRACT_TERMS_EN_US)) expect(terms[text], text).toBe(value);
  });
});
