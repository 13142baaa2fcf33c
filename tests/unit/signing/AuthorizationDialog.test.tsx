// The transaction-authorization overlay (src/signing/AuthorizationDialog.tsx): the challenge before the
// rows, every field sent as a row (the service code signed but not shown, issue 49 item 3), confirm
// books once, cancel returns to the caller, an unknown outcome asked (never signed again, also after
// cancel and reopening), errors with the step allowed next or the no-key guidance, and the
// transaction authentication status.
// spec 000 §2 (overlays), §4 (status 0, cleaned after its callback), §7; spec 001 §4;
// issue "signed once, booked once" 1-4.
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '@/app/theme.ts';
import { ApiError } from '@/api/errors.ts';
import { i18n, registerTerms } from '@/i18n/index.ts';
import { sessionStore } from '@/session/store.ts';
import { AuthorizationDialog } from '@/signing/AuthorizationDialog.tsx';
import type { FlowDeps } from '@/signing/flow.ts';
import { signedOperation } from '@tests/support/signed-operation.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { signingEntry } from '@/protocol/signing/catalogue.ts';
import { type Signer, SignerError } from '@/signing/signer.ts';

const TRANSFER = {
  TRANS_NAME: '单笔转账',
  ACCT_NO: '6230910000012345678',
  ACCT_NAME: '浙江绿谷农业科技有限公司',
  PAYEE_ACCT_NO: '6230910000087654321',
  PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司\u202E',
  PAYEE_BANK_NAME: '浙江余杭农村商业银行',
  TRAN_AMT: '12500.00',
  CURRENCY: 'CNY',
  REMARK: '货款',
};
const ANSWER = { TRANS_SEQ: 'T2026112210302200017', TRANS_DATE: '2026-11-22', TRANS_STATUS: '0' };

function rig(script: unknown[], signer?: Signer, statuses: unknown[] = []) {
  const sent: Values[] = [];
  const challenges: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  let challengeArrives: () => void = () => undefined;
  const challengeGate = new Promise<void>((r) => (challengeArrives = r));
  const deps: Partial<FlowDeps> = {
    challenge: async (_op, key) => {
      challenges.push(key);
      if (challenges.length === 1) await challengeGate;
      return { CHALLENGE_ID: `TC0000${String(challenges.length)}`, CHALLENGE: 'challenge-value-0001', EXPIRE_SECONDS: 120 };
    },
    status: () => {
      const next = statuses.shift() ?? { TRANS_STATE: 'FAILED' };
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as never);
    },
    certificate: () => ({ certSn: '5EED000000000123', publicKey: '04ab' }),
    verify: () => Promise.resolve(true),
    pause: () => Promise.resolve(),
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
  return { deps, sent, release, challenges, challengeArrives };
}

function show(deps: Partial<FlowDeps>, operationId = 'transferSub', values: Values = TRANSFER) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <ChakraProvider value={system}>
      <AuthorizationDialog
        operation={signedOperation(operationId)}
        values={values}
        onDone={onDone}
        onCancel={onCancel}
        deps={deps}
      />
    </ChakraProvider>,
  );
  return { onDone, onCancel, view };
}

let users = 0;
beforeEach(() => {
  // a user of its own per test: an authorization left with its outcome unknown belongs to its user
  users++;
  sessionStore.setState({ userInfo: { USER_ID: `U${String(users)}`, USER_NAME: '张敏', USER_INDVATTELVL: 'A3SP' } });
});
afterEach(() => {
  sessionStore.setState({ transAuthStatus: 0 });
});

describe('AuthorizationDialog', () => {
  it('asks the challenge first, then shows every row (the amount with its capital form, accounts in full, invisible characters visible, 用途/附言), not the service code', async () => {
    const { deps, challengeArrives } = rig([ANSWER]);
    show(deps);
    await screen.findByTestId('auth-preparing');
    expect(screen.queryByTestId('auth-rows')).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('auth-confirm').disabled).toBe(true);
    act(() => {
      challengeArrives();
    });
    await screen.findByTestId('auth-rows');
    expect(screen.getByText('交易确认')).toBeTruthy();
    expect(screen.getByTestId('auth-row-TRAN_AMT').textContent).toBe('交易金额12,500.00（壹万贰仟伍佰元整）');
    expect(screen.getByTestId('auth-row-PAYEE_ACCT_NO').textContent).toBe('收款账号6230910000087654321');
    expect(screen.getByTestId('auth-row-PAYEE_ACCT_NAME').textContent).toBe('收款户名杭州禾丰农资贸易有限公司⟦U+202E⟧');
    expect(screen.getByTestId('auth-row-REMARK').textContent).toBe('用途/附言货款');
    expect(screen.getByTestId('auth-row-CURRENCY').textContent).toBe('币种人民币');
    // the bank's internal service code is for the signed text, not for the customer (issue 49 item 3)
    const shown = screen.getByTestId('auth-dialog').textContent;
    const code = signingEntry('transferSub')?.serviceCode;
    expect(code && 'default' in code ? code.default : '').toMatch(/^[0-9]{13}$/);
    expect(shown).not.toContain(code && 'default' in code ? code.default : '');
    expect(shown).not.toContain('服务码');
    expect(screen.queryByTestId('auth-service-code')).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('auth-confirm').disabled).toBe(false);
  });

  it('books once on a double click, then hands the answer to onDone and cleans the status after it', async () => {
    const { deps, sent, release, challengeArrives } = rig([ANSWER, { TRANS_SEQ: 'SECOND' }]);
    challengeArrives();
    const statusInCallback: number[] = [];
    const { onDone } = show(deps);
    onDone.mockImplementation(() => statusInCallback.push(sessionStore.getState().transAuthStatus));
    await screen.findByTestId('auth-rows');
    const confirm = screen.getByTestId('auth-confirm');
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

  it('asks the outcome after an HTTP 500 and shows the booking it finds, signing nothing again', async () => {
    const { deps, sent, release, challengeArrives, challenges } = rig([new ApiError('HTTP_500', '系统繁忙，请稍后再试', 'transferSub')], undefined, [
      { TRANS_STATE: 'SUCCESS', ...ANSWER },
    ]);
    release();
    challengeArrives();
    const { onDone } = show(deps);
    await screen.findByTestId('auth-rows');
    fireEvent.click(screen.getByTestId('auth-confirm'));
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledWith(ANSWER);
    });
    expect(sent).toHaveLength(1);
    expect(challenges).toHaveLength(1);
  });

  it('offers only 查询结果 while the outcome is unknown, and asks it again when reopened after 取消 (no second booking)', async () => {
    const down = new ApiError('NETWORK', '网络连接中断，请检查网络后重试', 'transStatusQry');
    const { deps, sent, release, challengeArrives } = rig([new ApiError('TIMEOUT', '服务响应超时', 'transferSub')], undefined, [
      down, down, { TRANS_STATE: 'SUCCESS', ...ANSWER },
    ]);
    release();
    challengeArrives();
    const first = show(deps);
    await screen.findByTestId('auth-rows');
    fireEvent.click(screen.getByTestId('auth-confirm'));
    expect((await screen.findByTestId('auth-error')).textContent).toContain('交易结果未知');
    expect(screen.queryByTestId('auth-confirm')).toBeNull();
    expect(screen.queryByTestId('auth-retry')).toBeNull();
    expect(screen.queryByTestId('auth-renew')).toBeNull();
    fireEvent.click(screen.getByTestId('auth-query'));
    await waitFor(() => {
      expect(screen.getByTestId<HTMLButtonElement>('auth-query').disabled).toBe(false);
    });
    fireEvent.click(screen.getByTestId('auth-cancel'));
    expect(first.onCancel).toHaveBeenCalledTimes(1);
    first.view.unmount();
    // 下一步 again, with other values: the dialog opens on the earlier transaction and asks its outcome
    const again = show(deps, 'transferSub', { ...TRANSFER, TRAN_AMT: '1.00' });
    expect((await screen.findByTestId('auth-notice')).textContent).toContain('未收到银行的应答');
    expect(screen.getByTestId('auth-row-TRAN_AMT').textContent).toContain('12,500.00');
    await waitFor(() => {
      expect(again.onDone).toHaveBeenCalledWith(ANSWER);
    });
    expect(sent).toHaveLength(1);
  });

  it('lets a new signature start only once the bank says the earlier one failed (重新签名提交)', async () => {
    const { deps, sent, release, challengeArrives, challenges } = rig([new ApiError('TIMEOUT', '服务响应超时', 'transferSub'), ANSWER], undefined, [
      { TRANS_STATE: 'FAILED', FAIL_MSG: '银行未受理该笔交易' },
    ]);
    release();
    challengeArrives();
    const { onDone } = show(deps);
    await screen.findByTestId('auth-rows');
    fireEvent.click(screen.getByTestId('auth-confirm'));
    expect((await screen.findByTestId('auth-error')).textContent).toContain('交易未成功：银行未受理该笔交易');
    fireEvent.click(screen.getByTestId('auth-renew'));
    await waitFor(() => {
      expect(challenges).toHaveLength(2);
    });
    fireEvent.click(await screen.findByTestId('auth-confirm'));
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledWith(ANSWER);
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.IDEMPOTENCY_KEY).toBe(sent[0]?.IDEMPOTENCY_KEY); // the rig's random bytes are fixed
    expect(sent[1]?.CHALLENGE_ID).not.toBe(sent[0]?.CHALLENGE_ID);
  });

  it('shows the no-key guidance with the download link', async () => {
    const { deps, sent, challengeArrives } = rig([ANSWER], { certSn: () => Promise.reject(new SignerError('noKey')), sign: () => Promise.reject(new SignerError('noKey')) });
    challengeArrives();
    show(deps);
    await screen.findByTestId('auth-rows');
    fireEvent.click(screen.getByTestId('auth-confirm'));
    expect((await screen.findByTestId('auth-error')).textContent).toContain('未检测到U盾');
    const link = screen.getByTestId('auth-download');
    expect(link.getAttribute('href')).toBe('https://download.bank.example/ukey/');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('auth-retry')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows a business error without 重试: the user goes back to the form', async () => {
    const { deps, release, challengeArrives } = rig([new ApiError('TR0001', '账户余额不足', 'transferSub')]);
    release();
    challengeArrives();
    const { onCancel } = show(deps);
    await screen.findByTestId('auth-rows');
    fireEvent.click(screen.getByTestId('auth-confirm'));
    expect((await screen.findByTestId('auth-error')).textContent).toBe('账户余额不足');
    expect(screen.queryByTestId('auth-retry')).toBeNull();
    expect(screen.queryByTestId('auth-renew')).toBeNull();
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
    const { deps, sent, release, challengeArrives } = rig([ANSWER]);
    release();
    challengeArrives();
    const { onDone } = show(deps, 'transAuthSubmit', {
      AUTH_TYPE: '2', TRANS_NAME: '授权交易', ORIG_TRANS_SEQ: 'T2026112210302200017', ACCT_NO: '6230910000012345678', PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司', TRAN_AMT: '5000.00',
    });
    await screen.findByTestId('auth-rows');
    fireEvent.click(screen.getByTestId('auth-confirm'));
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledWith(ANSWER);
    });
    // AUTH_TYPE 2 picks its own code (spec 000 §7): sent and signed, though not shown
    const code = signingEntry('transAuthSubmit')?.serviceCode;
    expect(code && 'codes' in code ? code.codes['2'] : undefined).toMatch(/^[0-9]{13}$/);
    expect(sent[0]?.SERVICE_CODE).toBe(code && 'codes' in code ? code.codes['2'] : undefined);
  });

  it('keeps one authorization (one key) across re-renders', async () => {
    const { deps, sent, release, challengeArrives, challenges } = rig([ANSWER]);
    release();
    challengeArrives();
    const { view, onDone } = show(deps);
    view.rerender(
      <ChakraProvider value={system}>
        <AuthorizationDialog operation={signedOperation('transferSub')} values={{ ...TRANSFER, TRAN_AMT: '1.00' }} onDone={onDone} onCancel={vi.fn()} deps={deps} />
      </ChakraProvider>,
    );
    await screen.findByTestId('auth-rows');
    fireEvent.click(screen.getByTestId('auth-confirm'));
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]?.TRAN_AMT).toBe('12500.00');
    expect(challenges).toHaveLength(1);
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

describe('AuthorizationDialog in en-US', () => {
  beforeEach(async () => {
    registerTerms('en-US', () => Promise.resolve({ 交易金额: 'Amount', 收款户名: 'Payee name', 单笔转账: 'Single transfer' }));
    await i18n.changeLanguage('en-US');
  });
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
    registerTerms('en-US', () => Promise.resolve({}));
  });

  it('says its own texts in English and labels the rows by their English terms; the values shown (and signed) in English', async () => {
    const { deps, challengeArrives } = rig([ANSWER]);
    const onCancel = vi.fn();
    render(
      <ChakraProvider value={system}>
        <AuthorizationDialog operation={signedOperation('transferSub')} values={{ ...TRANSFER, PAYEE_BANK_NAME: '' }} title="单笔转账" onDone={vi.fn()} onCancel={onCancel} deps={deps} />
      </ChakraProvider>,
    );
    expect((await screen.findByTestId('auth-preparing')).textContent).toBe('Preparing the transaction confirmation, please wait...');
    act(() => {
      challengeArrives();
    });
    await screen.findByTestId('auth-rows');
    expect(screen.getByText('Single transfer')).toBeTruthy();
    expect(screen.getByTestId('auth-row-TRAN_AMT').textContent).toBe('Amount12,500.00 (CNY twelve thousand five hundred and 00/100)');
    expect(screen.getByTestId('auth-row-PAYEE_ACCT_NAME').textContent).toBe('Payee name杭州禾丰农资贸易有限公司⟦U+202E⟧');
    expect(screen.getByTestId('auth-row-PAYEE_BANK_NAME').textContent).toContain('Not filled in');
    expect(screen.queryByText('Service code')).toBeNull(); // signed, not shown (issue 49 item 3)
    expect(screen.getByTestId('auth-confirm').textContent).toBe('Confirm');
    expect(screen.getByTestId('auth-cancel').textContent).toBe('Cancel');
  });

  it('gives the no-key guidance in English', async () => {
    const noKey = { certSn: () => Promise.reject(new SignerError('noKey')), sign: () => Promise.reject(new SignerError('noKey')) };
    const { deps, challengeArrives } = rig([ANSWER], noKey);
    challengeArrives();
    show(deps);
    await screen.findByTestId('auth-rows');
    expect(screen.getByText('Transaction confirmation')).toBeTruthy();
    fireEvent.click(screen.getByTestId('auth-confirm'));
    expect((await screen.findByTestId('auth-error')).textContent).toMatch(/^No U-key detected\. Insert your U-key/);
    expect(screen.getByTestId('auth-download').textContent).toBe('Download the U-key driver (security control)');
    expect(screen.getByTestId('auth-retry').textContent).toBe('Retry');
  });
});
