// The message module (spec 000 §8, §9 texts verbatim in zh-CN): lookup, interpolation, fallbacks,
// and components following a language change.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { enUS } from '@/i18n/en-US.ts';
import { i18n, translate, useTranslation } from '@/i18n/index.ts';
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
