// The kit renders a route's further operations (issue 37): its alternatives as tabs beside the main
// form, its further forms as buttons that open them, each with the operation's own form and the
// values the action fixes kept off the form.
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { system } from '@/app/theme.ts';
import { ScreenFrame } from '@/kit/ScreenFrame.tsx';
import type { ScreenAction } from '@/routing/meta.ts';

function renderFrame(actions: readonly ScreenAction[]) {
  const router = createMemoryRouter([{
    path: '/',
    handle: { meta: {}, pattern: '/', title: '收款人', actions },
    element: (
      <ChakraProvider value={system}>
        <ScreenFrame title="收款人管理" operation="payeeListQry" actions={actions}><p>主表单</p></ScreenFrame>
      </ChakraProvider>
    ),
  }]);
  return render(<RouterProvider router={router} />);
}

describe('a screen\'s actions', () => {
  it('opens a button\'s form under the screen, with the action\'s constants off the form, and closes it', async () => {
    renderFrame([{ operation: 'billPayeeAddSub', place: 'button', label: '新增收款人', values: { OPERATE_TYPE: 'Add' } }]);
    expect(screen.getByText('主表单')).toBeTruthy();
    expect(screen.queryByTestId('action-form')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '新增收款人' }));
      await Promise.resolve();
    });
    // the operation's area loads first (its own chunk): wait for the form, however long the import takes
    const form = await screen.findByTestId('action-form');
    expect(form.getAttribute('data-operation')).toBe('billPayeeAddSub');
    expect(screen.getByRole('heading', { name: '新增收款人' })).toBe(document.activeElement);
    // its own fields, by their labels; the fixed OPERATE_TYPE is not one of them
    expect(screen.getByLabelText(/操作对象编号/)).toBeTruthy();
    expect(screen.queryByLabelText(/操作类型/)).toBeNull();
    expect(screen.getByRole('button', { name: '下一步' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByTestId('action-form')).toBeNull();
  });

  it('offers a tab beside the main form, holding the alternative\'s form', async () => {
    renderFrame([{ operation: 'billBondWithdrawSub', place: 'tab', label: '保证金支取' }]);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['收款人管理', '保证金支取']);
    expect(screen.getByText('主表单')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '保证金支取' }));
      await Promise.resolve();
    });
    // the operation's area loads first (its own chunk): wait for the form, however long the import takes
    const form = await screen.findByTestId('action-form');
    expect(form.getAttribute('data-operation')).toBe('billBondWithdrawSub');
    expect(screen.getByLabelText(/产品代码/)).toBeTruthy();
    // a tab stays: nothing to cancel
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
  });

  it('renders no tabs and no buttons for a route without actions', () => {
    renderFrame([]);
    expect(screen.queryAllByRole('tab')).toEqual([]);
    expect(screen.queryByTestId('screen-actions')).toBeNull();
  });
});
