// The loading overlay (spec 000 §4): default text 请稍候..., an optional countdown that hides the
// overlay and emits an end event at zero.
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '@/app/theme.ts';
import { LOADING_END_EVENT, LoadingOverlay, type LoadingOverlayProps } from '@/shell/LoadingOverlay.tsx';

const show = (props: LoadingOverlayProps = {}) =>
  render(
    <ChakraProvider value={system}>
      <LoadingOverlay {...props} />
    </ChakraProvider>,
  );

describe('LoadingOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says 请稍候... by default and stays without a countdown', () => {
    show();
    expect(screen.getByRole('status').textContent).toBe('请稍候...');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByTestId('loading-overlay')).not.toBeNull();
  });

  it('counts down, then hides and emits the end event once', () => {
    const heard = vi.fn();
    window.addEventListener(LOADING_END_EVENT, heard);
    show({ countdown: 3, text: '正在提交' });
    expect(screen.getByTestId('loading-countdown').textContent).toBe('3 秒');
    act(() => {
      vi.advanceTimersByTime(1_100);
    });
    expect(screen.getByTestId('loading-countdown').textContent).toBe('2 秒');
    expect(screen.getByRole('status').textContent).toContain('正在提交');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener(LOADING_END_EVENT, heard);
  });

  it('calls onEnd at zero', () => {
    const onEnd = vi.fn();
    show({ countdown: 1, onEnd });
    act(() => {
      vi.advanceTimersByTime(1_300);
    });
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });
});
