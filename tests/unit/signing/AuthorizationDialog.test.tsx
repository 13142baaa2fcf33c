// The transaction-authorization overlay (src/signing/AuthorizationDialog.tsx): rows and service code,
// confirm books once, cancel returns to the caller, errors with retry or the no-key guidance, and the
// transaction authentication status. spec 000 §2 (overlays), §4 (status 0, cleaned after its
// callback), §7; spec 001 §4.
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../src/app/theme.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { sessionStore } from '../../../src/session/store.ts';
import { AuthorizationDialog } from '../../../src/signing/AuthorizationDialog.tsx';
import type { FlowDeps } from '../../../src/signing/flow.ts';
import type { Values } from '../../../src/signing/rules.ts';
import { type Signer, SignerError } from '../../../src/signing/signer.ts';

const TRANSFER = {
  TRANS_NAME: '单笔转账',
  ACCT_NO: '6230910000012345678',
  ACCT_NAME: '浙江绿谷农业科技有限公司',
  PAYEE_ACCT_NO: '6230910000087654321',
  PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司\u202E',
  PAYEE_BANK_NAME: '浙江余杭农村商业银行',
  TRAN_AMT: '12500.00',
  CURRENCY: 'CNY',
};
const ANSWER = { TRANS_SEQ: 'T2026112210302200017', TRANS_DATE: '2026-11-22', TRANS_STATUS: '0' };

function rig(script: unknown[], signer?: Signer) {
  const sent: Values[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const deps: Partial<FlowDeps> = {
    signer: () => Promise.resolve(signer ?? { certSn: () => Promise.resolve('5EED000000000123'), sign: () => Promise.resolve('c2lnbmF0dXJl') }),
    submit: async (_path, body) => {
      sent.push(body);
      await gate;
      const next = script.shift();
      if (next instanceof Error) throw next;
      return next;
    },
    randomBytes: (n) => new Uint8Array(n).fill(1),
    downloadUrl: 'https://download.bank.example/ukey/',
    signLog: { toggles: () => ({ signLog: false, testMode: false }) },
  };
  return { deps, sent, release };
}

function show(deps: Partial<FlowDeps>, operationId = 'transferSub', values: Values = TRANSFER) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <ChakraProvider value={system}>
      <AuthorizationDialog operationId={operationId} values={values} onDone={onDone} onCancel={onCancel} deps={deps} />
    </ChakraProvider>,
  );
  return { onDone, onCancel, view };
}

afterEach(() => {
  sessionStore.setState({ transAuthStatus: 0 });
});

describe('AuthorizationDialog', () => {
  it('shows every row (the amount with its capital form, accounts in full, invisible characters visible) and the service code', async () => {
    const { deps } = rig([ANSWER]);
    show(deps);
    await screen.findByTestId('auth-dialog');
    expect(screen.getByText('交易确认')).toBeTruthy();
    expect(screen.getByTestId('auth-row-TRAN_AMT').textContent).toBe('交易金额12,500.00（壹万贰仟伍佰元整）');
    expect(screen.getByTestId('auth-row-PAYEE_ACCT_NO').textContent).toBe('收款账号6230910000087654321');
    expect(screen.getByTestId('auth-row-PAYEE_ACCT_NAME').textContent).toBe('收款户名杭州禾丰农资贸易有限公司%E2%80%AE');
    expect(screen.getByTestId('auth-service-code').textContent).toMatch(/^[0-9]{13}$/);
  });

  it('books once on a double click, then hands the answer to onDone and cleans the status after it', async () => {
    const { deps, sent, release } = rig([ANSWER, { TRANS_SEQ: 'SECOND' }]);
    const statusInCallback: number[] = [];
    const { onDone } = show(deps);
    onDone.mockImplementation(() => statusInCallback.push(sessionStore.getState().transAuthStatus));
    const confirm = await screen.findByTestId('auth-confirm');
    expect(sessionStore.getState().transAuthStatus).toBe(1);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(screen.getByTestId<HTMLButtonElement>('auth-confirm').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('auth-cancel').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('auth-confirm'));
    await act(async () => {
      release();
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledWith(ANSWER);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    expect(statusInCallback).toEqual([1]);
    expect(sessionStore.getState().transAuthStatus).toBe(0);
  });

  it('returns to the caller on cancel, sending nothing, and cleans the status', async () => {
    const { deps, sent } = rig([ANSWER]);
    const { onCancel, onDone } = show(deps);
    fireEvent.click(await screen.findByTestId('auth-cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
    expect(sessionStore.getState().transAuthStatus).toBe(0);
  });

  it('shows a 500\'s message with 重试, which sends the same body again', async () => {
    const { deps, sent, release } = rig([new ApiError('HTTP_500', '系统繁忙，请稍后再试', 'transferSub'), ANSWER]);
    release();
    const { onDone } = show(deps);
    fireEvent.click(await screen.findByTestId('auth-confirm'));
    const error = await screen.findByTestId('auth-error');
    expect(error.textContent).toContain('系统繁忙，请稍后再试');
    expect(error.getAttribute('role')).toBe('alert');
    fireEvent.click(screen.getByTestId('auth-retry'));
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledWith(ANSWER);
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]?.IDEMPOTENCY_KEY).toBe(`EIS-${'01'.repeat(16)}`);
  });

  it('shows the no-key guidance with the download link', async () => {
    const { deps, sent } = rig([ANSWER], { certSn: () => Promise.reject(new SignerError('noKey')), sign: () => Promise.reject(new SignerError('noKey')) });
    show(deps);
    fireEvent.click(await screen.findByTestId('auth-confirm'));
    expect((await screen.findByTestId('auth-error')).textContent).toContain('未检测到U盾');
    const link = screen.getByTestId('auth-download');
    expect(link.getAttribute('href')).toBe('https://download.bank.example/ukey/');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('auth-retry')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows a business error without 重试: the user goes back to the form', async () => {
    const { deps, release } = rig([new ApiError('TR0001', '账户余额不足', 'transferSub')]);
    release();
    const { onCancel } = show(deps);
    fireEvent.click(await screen.findByTestId('auth-confirm'));
    expect((await screen.findByTestId('auth-error')).textContent).toBe('账户余额不足');
    expect(screen.queryByTestId('auth-retry')).toBeNull();
    fireEvent.click(screen.getByTestId('auth-cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('says what is missing instead of offering a confirmation it cannot build', async () => {
    const { deps } = rig([ANSWER]);
    show(deps, 'transferSub', { ...TRANSFER, PAYEE_ACCT_NAME: '' });
    expect((await screen.findByTestId('auth-error')).textContent).toBe('确认信息缺少“收款户名”（PAYEE_ACCT_NAME），无法签名');
    expect(screen.queryByTestId('auth-confirm')).toBeNull();
  });

  it('approves a pending transaction (transAuthSubmit) through the same dialog', async () => {
    const { deps, sent, release } = rig([ANSWER]);
    release();
    const { onDone } = show(deps, 'transAuthSubmit', {
      AUTH_TYPE: '2', TRANS_NAME: '授权交易', ORIG_TRANS_SEQ: 'T2026112210302200017', ACCT_NO: '6230910000012345678', TRAN_AMT: '5000.00',
    });
    const code = (await screen.findByTestId('auth-service-code')).textContent;
    fireEvent.click(screen.getByTestId('auth-confirm'));
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledWith(ANSWER);
    });
    expect(sent[0]?.SERVICE_CODE).toBe(code);
  });

  it('keeps one authorization (one key) across re-renders', async () => {
    const { deps, sent, release } = rig([ANSWER]);
    release();
    const { view, onDone } = show(deps);
    view.rerender(
      <ChakraProvider value={system}>
        <AuthorizationDialog operationId="transferSub" values={{ ...TRANSFER, TRAN_AMT: '1.00' }} onDone={onDone} onCancel={vi.fn()} deps={deps} />
      </ChakraProvider>,
    );
    fireEvent.click(await screen.findByTestId('auth-confirm'));
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]?.TRAN_AMT).toBe('12500.00');
  });

  it('sets the status back to 0 when the caller unmounts it', async () => {
    const { deps } = rig([ANSWER]);
    const { view } = show(deps);
    await screen.findByTestId('auth-dialog');
    expect(sessionStore.getState().transAuthStatus).toBe(1);
    view.unmount();
    expect(sessionStore.getState().transAuthStatus).toBe(0);
  });
});
