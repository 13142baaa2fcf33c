// Chakra's styled factory builds each element's recipe once per design system instead of at every
// render (scripts/chakra-recipe-once.ts; issue 16: total blocking time). The styles are the same.
import { ChakraProvider, chakra as installedChakra, type SystemContext } from '@chakra-ui/react';
import { createElement, type ElementType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeOnce } from '../../../scripts/chakra-recipe-once.ts';
import { system } from '../../../src/app/theme.ts';
import { chakraModule } from '../support/chakra-module.ts';

const factoryModule = chakraModule('styled-system/factory.js');
const { original } = factoryModule;

/** The design system, its recipe builder counting the recipes it builds. */
function countingSystem(): { value: SystemContext; built: () => number } {
  let built = 0;
  const cva: SystemContext['cva'] = (config) => {
    built += 1;
    return system.cva(config);
  };
  return { value: { ...system, cva }, built: () => built };
}

type Chakra = typeof installedChakra;

/** A recipe element and a styled component of it, as screens make them, rendered `times` times. */
function render(chakra: Chakra, value: SystemContext, times: number): string[] {
  const Badge = chakra('span', { base: { color: 'fg.error', px: '2' }, variants: { size: { sm: { fontSize: 'xs' }, md: { fontSize: 'md' } } }, defaultVariants: { size: 'md' } });
  const Tag = chakra(Badge, { base: { rounded: 'md' } });
  const page = (size: 'sm' | 'md') => createElement(ChakraProvider, {
    value,
    children: [
      createElement(Badge as ElementType, { key: 'badge', size, mt: '1' }, 'badge'),
      createElement(Tag as ElementType, { key: 'tag', size, _hover: { bg: 'gray.100' } }, 'tag'),
    ],
  });
  return Array.from({ length: times }, (_, i) => renderToString(page(i % 2 === 0 ? 'md' : 'sm')));
}

describe('Chakra\'s styled factory, recipes built once', () => {
  let once: Chakra;
  let remove: () => void = () => undefined;
  beforeAll(async () => {
    const loaded = await factoryModule.load(recipeOnce(original) ?? '', 'once');
    once = (loaded.module as { chakra: Chakra }).chakra;
    remove = loaded.remove;
  });
  afterAll(() => {
    remove();
  });

  it('applies to the installed Chakra (a Chakra whose factory changed shape fails here)', () => {
    const transformed = recipeOnce(original);
    expect(transformed).toBeDefined();
    expect(transformed).toContain('const cvaRecipe = recipeOf(cva);');
    expect(recipeOnce('export const x = 1;')).toBeUndefined();
  });

  it('builds a component\'s recipe once, however often it renders; Chakra\'s own builds it at every render', () => {
    const counted = countingSystem();
    render(once, counted.value, 1);
    const first = counted.built();
    expect(first).toBeGreaterThan(0);
    render(once, counted.value, 6);
    // the components above are new ones: their recipes again, once each, not once per render
    expect(counted.built()).toBe(first * 2);

    const installed = countingSystem();
    render(installedChakra, installed.value, 1);
    const perRender = installed.built();
    render(installedChakra, installed.value, 6);
    expect(installed.built()).toBe(perRender * 7);
  });

  it('gives the same markup and styles as Chakra\'s own, in each variant', () => {
    expect(render(once, system, 2)).toEqual(render(installedChakra, system, 2));
    const [md, sm] = render(once, system, 2);
    expect(md).not.toEqual(sm); // the variant's styles are the variant's
  });

  it('keeps one recipe per design system: another system gets its own', () => {
    const a = countingSystem();
    const b = countingSystem();
    const Badge = once('span', { base: { px: '2' } });
    const html = (value: SystemContext) => renderToString(createElement(ChakraProvider, { value, children: createElement(Badge as ElementType, null, 'x') }));
    html(a.value);
    html(a.value);
    html(b.value);
    expect(a.built()).toBe(1);
    expect(b.built()).toBe(1);
  });
});
