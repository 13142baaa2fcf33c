// Data beside the portal's own texts (issue 38): marked translate="no", inside a catalogue sentence too.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Data, fillNodes } from '@/ui/data.tsx';

describe('fillNodes', () => {
  it('puts nodes in a catalogue text\'s placeholders and keeps the rest as text', () => {
    render(<p data-testid="p">{fillNodes('您好，{{name}}', { name: <Data>张敏</Data> })}</p>);
    const p = screen.getByTestId('p');
    expect(p.textContent).toBe('您好，张敏');
    expect(p.querySelector('[translate="no"]')?.textContent).toBe('张敏');
  });
  it('leaves a placeholder without a node as it is', () => {
    render(<p data-testid="p">{fillNodes('{{a}} and {{ b }}', { a: 'x' })}</p>);
    expect(screen.getByTestId('p').textContent).toBe('x and {{ b }}');
  });
});
