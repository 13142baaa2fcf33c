// zh-CN in two parts (issue 51 item 6: the home page's first paint): the first screen's texts in the
// first bundle, the rest loaded with the first screen beyond the home page, the dialogs that use it.
import { describe, expect, it, vi } from 'vitest';
import { enUS } from '@/i18n/en-US.ts';
import { zhCN } from '@/i18n/zh-CN.ts';
import { zhCNFirst } from '@/i18n/zh-CN-first.ts';
import { zhCNRest } from '@/i18n/zh-CN-rest.ts';

/** The i18n module as a page that has just started has it (the unit setup completes the shared one). */
async function freshPage() {
  vi.resetModules();
  return import('@/i18n/index.ts');
}

describe('zh-CN in two parts', () => {
  it('splits the catalogue by section: none in both, none lost', () => {
    const first = Object.keys(zhCNFirst);
    const rest = Object.keys(zhCNRest);
    expect(first.filter((section) => rest.includes(section))).toEqual([]);
    expect([...first, ...rest].sort()).toEqual(Object.keys(zhCN).sort());
  });

  it('keeps in the first part what the first screen can show', () => {
    // the shell, the home page and its widgets, start-up, the request layer's messages, the guard's
    // notices (a deep link to a screen the user may not open), the dialogs any screen can raise
    for (const section of ['app', 'dialog', 'error', 'session', 'wire', 'header', 'menu', 'footer', 'overlay', 'home', 'widgets', 'guard']) {
      expect(Object.keys(zhCNFirst), section).toContain(section);
    }
  });
});

describe('a page that has just started', () => {
  it('shows the first part at once, the rest once completeChinese has loaded it', async () => {
    const { i18n, completeChinese } = await freshPage();
    expect(i18n.t('dialog.confirm')).toBe('确定');
    expect(i18n.t('home.greeting', { name: '张敏' })).toBe('您好，张敏');
    expect(i18n.t('kit.print')).toBe('kit.print');
    const loading = completeChinese();
    expect(completeChinese()).toBe(loading); // loaded once
    expect(await loading).toEqual(zhCN);
    expect(i18n.t('kit.print')).toBe('打印');
    expect(i18n.t('signing.noKey')).toBe(zhCN.signing.noKey);
  });

  it('has the whole of zh-CN after English and back', async () => {
    const { i18n } = await freshPage();
    await i18n.changeLanguage('en-US');
    expect(i18n.t('kit.print')).toBe(enUS.kit.print);
    expect(i18n.t('dialog.confirm')).toBe(enUS.dialog.confirm);
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('kit.print')).toBe('打印');
    expect(i18n.t('dialog.confirm')).toBe('确定');
  });
});
