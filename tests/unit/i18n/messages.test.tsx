// The message module (spec 000 §8, §9 texts verbatim in zh-CN): lookup, interpolation, fallbacks,
// and components following a language change.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { enUS } from '@/i18n/en-US.ts';
import { i18n, pluralForm, translate, useTranslation } from '@/i18n/index.ts';
import { type Catalogue, zhCN } from '@/i18n/zh-CN.ts';

describe('translate', () => {
  it('looks a dotted key up', () => {
    expect(translate(zhCN, 'dialog.title')).toBe('提示');
    expect(translate(enUS, 'dialog.confirm')).toBe('Confirm');
  });

  it('fills {{name}} with the value as plain text, and leaves an unknown name as it is', () => {
    expect(translate(zhCN, 'home.greeting', { name: '张敏' })).toBe('您好，张敏');
    expect(translate(zhCN, 'overlay.guideStep', { current: 1, total: 4 })).toBe('第 1 步，共 4 步');
    expect(translate(zhCN, 'home.greeting', { name: '<b>x</b>' })).toBe('您好，<b>x</b>');
    expect(translate(zhCN, 'home.greeting', {})).toBe('您好，{{name}}');
  });

  it('falls back to zh-CN, then to the key itself (never blank)', () => {
    const partial = { ...enUS, dialog: { ...enUS.dialog, title: undefined } } as unknown as Catalogue;
    expect(translate(partial, 'dialog.title')).toBe('提示');
    expect(translate(zhCN, 'no.such.key')).toBe('no.such.key');
    expect(translate(zhCN, 'dialog')).toBe('dialog'); // a group is not a text
  });
});

function Probe() {
  const { t } = useTranslation();
  return <p data-testid="probe">{t('dialog.confirm')}</p>;
}

describe('language change', () => {
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it('renders zh-CN by default and follows a change to en-US', async () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('确定');
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByTestId('probe').textContent).toBe('Confirm');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.t('dialog.confirm')).toBe('Confirm');
  });
});

// issue 49 item 10: counted words follow the language's plural rules (no "1 to-do items")
describe('counted texts (Intl.PluralRules)', () => {
  it.each([
    [0, '0 to-do items'],
    [1, '1 to-do item'],
    [2, '2 to-do items'],
    [21, '21 to-do items'],
  ])('en-US, %i: %s', (count, expected) => {
    expect(translate(enUS, 'widgets.workspaceTodo', { count }, 'en-US')).toBe(expected);
  });

  it('takes the form of a count sent as text, and `other` for what is not a count', () => {
    expect(translate(enUS, 'widgets.workspaceTodo', { count: '1' }, 'en-US')).toBe('1 to-do item');
    expect(translate(enUS, 'widgets.workspaceTodo', { count: '' }, 'en-US')).toBe(' to-do items');
    expect(translate(enUS, 'widgets.workspaceTodo', {}, 'en-US')).toBe('{{count}} to-do items');
    expect(pluralForm({ one: 'a', other: 'b' }, 'en-US', 'x')).toBe('b');
    expect(pluralForm({ other: 'b' }, 'en-US', 1)).toBe('b'); // no form of its category: `other`
  });

  it('counts every text the English shows with a number: records, items, errors', () => {
    expect(translate(enUS, 'kit.query.page', { page: 1, pages: 1, count: 1 }, 'en-US')).toBe('Page 1 of 1, 1 record');
    expect(translate(enUS, 'kit.query.page', { page: 1, pages: 3, count: 25 }, 'en-US')).toBe('Page 1 of 3, 25 records');
    expect(translate(enUS, 'kit.batch.count', { count: 1 }, 'en-US')).toBe('1 item');
    expect(translate(enUS, 'kit.batch.problems', { count: 1 }, 'en-US')).toMatch(/^The file has 1 error;/);
    expect(translate(zhCN, 'widgets.workspaceTodo', { count: 1 }, 'zh-CN')).toBe('待办事项 1 笔');
  });

  it('follows the page language through t()', async () => {
    await i18n.changeLanguage('en-US');
    try {
      expect(i18n.t('widgets.workspaceTodo', { count: 1 })).toBe('1 to-do item');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});
