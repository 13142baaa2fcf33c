// Uploads and batch files against the mock gateway (issue 37; spec 000 §7 upload: multipart with
// TRANS_TYPE, never encrypted; spec 001 §7 批量转账, 代发工资): the uploaded file is kept for the
// session under its BATCH_NO, and a signed batch books only that file, as uploaded (its SM3 digest is
// signed), with the count and total it was signed for, once.
import { beforeEach, describe, expect, it } from 'vitest';
import type { RunningMock } from '@mock/server.ts';
import { cookieFetch } from '@mock/cookie-fetch.ts';
import { send } from '@/api/client.ts';
import { accountListQry, batchDetailQry } from '@/api/generated/sdk/sdk.gen.ts';
import { fileDigest } from '@/protocol/batch/digest.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_FILE_BYTES } from '@/protocol/upload-limits.ts';
import { wireHeaders } from '@/protocol/wire-format.ts';
import { createAuthorization } from '@/signing/flow.ts';
import { upload as uploadTo } from '../../support/batch-upload.ts';
import { freshClient, ledger, logIn, mockControl, mockForFile } from '../../support/mock-session.ts';
import { signedOperation } from '@tests/support/signed-operation.ts';

const theMock = mockForFile();
let mock: RunningMock;
let browser: ReturnType<typeof cookieFetch>;

const PAYER = '6230910000012345678';
const HEADER = '收款账号,收款户名,收款行名称,金额,用途';
const FILE = `${HEADER}\r\n6230910000087654321,杭州禾丰农资贸易有限公司,浙江余杭农村商业银行,12500,货款\r\n`
  + '6230910000098765432,"宁波海润食品有限公司",,"1,234.5",包装\r\n';
const bytes = (text: string) => new TextEncoder().encode(text);

beforeEach(async () => {
  mock = theMock();
  await mockControl(mock, 'reset');
  browser = cookieFetch();
  freshClient(mock, browser);
  await logIn(mock, 'a3sp', true);
});

/** Uploads as the portal does: multipart, FILE and TRANS_TYPE, with the wire heads, in the same session. */
const upload = (content: Uint8Array, transType = 'BATCH_TRANSFER', name = '批量转账.csv', via: typeof fetch = browser) =>
  uploadTo(mock, content, transType, name, via);

async function sign(operationId: string, values: Values): Promise<Record<string, unknown>> {
  const outcome = await createAuthorization(signedOperation(operationId), values).confirm();
  if (!outcome.ok) return { refused: outcome.failure.status, message: outcome.failure.message };
  return outcome.answer as Record<string, unknown>;
}

const batch = (batchNo: string, content: Uint8Array, count = '2', total = '13734.50'): Values => ({
  TRANS_NAME: '批量转账', ACCT_NO: PAYER, ACCT_NAME: '浙江绿谷农业科技有限公司',
  BATCH_NO: batchNo, TOTAL_COUNT: count, TRAN_AMT: total, FILE_DIGEST: fileDigest(content),
});
const balance = async () => (await send(accountListQry, {}))?.LIST.find((a) => a.ACCT_NO === PAYER)?.BALANCE;
const booked = async () => (await ledger(mock)).filter((e) => e.operationId === 'batchTransferSub').length;

describe('upload (spec 000 §7)', () => {
  it('keeps the file for the session and answers its BATCH_NO and file list, as the contract says', async () => {
    const answer = await upload(bytes(FILE));
    expect(answer.head).toEqual({ STATUS: '000000', MSG: '上传成功' });
    expect(answer.body?.BATCH_NO).toMatch(/^F\d{8}[0-9]{11}$/);
    expect(answer.body?.FILE_LIST?.[0]).toMatchObject({ FILE_TYPE: 'csv', SYS_FILE_NAME: `${answer.body?.BATCH_NO ?? ''}_1.csv` });
  });

  it('refuses an empty file, and a visitor', async () => {
    expect((await upload(new Uint8Array())).head).toEqual({ STATUS: 'FL0001', MSG: '上传的文件为空，请重新选择文件' });
    expect((await upload(bytes(FILE), 'BATCH_TRANSFER', 'a.csv', cookieFetch())).head.STATUS).toBe('005');
  });
});

describe('what an upload keeps and who may send one (issue 50 item 4)', () => {
  it('keeps and echoes the base name only, from an allowlist: never the path a name carries', async () => {
    const answer = await upload(bytes(FILE), 'BATCH_TRANSFER', '../../../../etc/cron.d/x.csv');
    const batchNo = answer.body?.BATCH_NO ?? '';
    // FILE_FULL_PATH came back as /upload/…/F…/../../../../etc/cron.d/x.csv
    expect(answer.body?.FILE_LIST?.[0]?.FILE_FULL_PATH).toMatch(new RegExp(`^/upload/\\d{4}/\\d{2}/\\d{2}/${batchNo}/x\\.csv$`));
    const kept = [...mock.state.sessions.values()].flatMap((s) => [...(s.uploads?.values() ?? [])]);
    expect(kept.map((u) => u.name)).toEqual(['x.csv']);
    const odd = await upload(bytes(FILE), 'BATCH_TRANSFER', '..\\工资 11月\u202E.csv');
    expect(odd.body?.FILE_LIST?.[0]?.FILE_FULL_PATH, JSON.stringify(odd)).toMatch(/\/工资_11月_\.csv$/);
  });

  it.each([
    ['another origin of the same site', { origin: 'https://bill.bank.example.cn' }],
    ['a same-site page (Fetch Metadata)', { 'sec-fetch-site': 'same-site' }],
    ['a cross-site page (Fetch Metadata)', { 'sec-fetch-site': 'cross-site', 'origin': 'https://evil.example' }],
  ])('refuses a multipart upload from %s before reading it, as every other call', async (_name, headers) => {
    const viaOtherOrigin: typeof fetch = (input, init) =>
      browser(input, { ...init, headers: { ...(init?.headers as Record<string, string>), ...headers } });
    const answer = await upload(bytes(FILE), 'BATCH_TRANSFER', 'a.csv', viaOtherOrigin);
    expect(answer.head.STATUS).toBe('E0403');
    expect([...mock.state.sessions.values()].flatMap((s) => [...(s.uploads?.values() ?? [])])).toEqual([]);
    // an encrypted call from there is refused the same way
    const call = await browser(`${mock.url}/api/account/accountListQry`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
    expect(call.status).toBe(403);
  });

  it('takes a file of exactly the limit with the form around it, and refuses a larger body with 413', async () => {
    const limit = new Uint8Array(MAX_UPLOAD_FILE_BYTES).fill(0x41);
    // it passed the portal's check and got 413 from the gateway (its body limit was the file's)
    expect((await upload(limit, 'DOCUMENT', 'big.pdf')).head.STATUS).toBe('000000');
    const form = new FormData();
    form.append('FILE', new Blob([new Uint8Array(MAX_UPLOAD_BODY_BYTES)]), 'over.pdf');
    form.append('TRANS_TYPE', 'DOCUMENT');
    const over = await browser(`${mock.url}/api/file/uploadFile`, { method: 'POST', headers: wireHeaders(Date.now()), body: form });
    expect(over.status).toBe(413);
    // a body within the limit whose file is not
    const larger = await upload(new Uint8Array(MAX_UPLOAD_FILE_BYTES + 1), 'DOCUMENT', 'big.pdf');
    expect(larger.head).toEqual({ STATUS: 'FL0002', MSG: '上传的文件超过 10 MB 上限，请拆分后分批上传' });
  });
});

describe('the living bank keeps a booked batch\'s lines (issue 49 item 4)', () => {
  it('代发明细查询 finds the batch just booked, line by line, as the file had them', async () => {
    const content = bytes(FILE);
    const { body } = await upload(content);
    const batchNo = body?.BATCH_NO ?? '';
    const answer = await sign('batchTransferSub', batch(batchNo, content));
    expect(answer).toMatchObject({ TRANS_STATUS: '0' });
    const today = String(answer.TRANS_DATE);
    const found = await send(batchDetailQry, { BATCH_NO: batchNo, PAGE_NO: '1', PAGE_SIZE: '10' });
    expect(found?.TOTAL).toBe(2);
    expect(found?.LIST).toEqual([
      {
        BATCH_NO: batchNo, SEQ_NO: '1', PAYEE_ACCT_NO: '6230910000087654321', PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司',
        TRAN_AMT: '12500.00', PAY_STATUS: '0', PAY_DATE: today, REMARK: '货款',
      },
      {
        BATCH_NO: batchNo, SEQ_NO: '2', PAYEE_ACCT_NO: '6230910000098765432', PAYEE_ACCT_NAME: '宁波海润食品有限公司',
        TRAN_AMT: '1234.50', PAY_STATUS: '0', PAY_DATE: today, REMARK: '包装',
      },
    ]);
    // the contract's example batch is still there, and the new batch comes first without a batch number
    const all = await send(batchDetailQry, { PAGE_NO: '1', PAGE_SIZE: '10' });
    expect(all?.TOTAL).toBe(7);
    expect(all?.LIST[0]?.BATCH_NO).toBe(batchNo);
    expect((await send(batchDetailQry, { BATCH_NO: 'B20261110000086', PAGE_NO: '1', PAGE_SIZE: '10' }))?.TOTAL).toBe(5);
  });
});

describe('a signed batch books the file it signed, once (issue 37)', () => {
  it('books the uploaded file\'s total once; the same file again is refused', async () => {
    const content = bytes(FILE);
    const { body } = await upload(content);
    expect(await balance()).toBe('1285630.45');
    expect(await sign('batchTransferSub', batch(body?.BATCH_NO ?? '', content))).toMatchObject({ TRANS_STATUS: '0' });
    expect(await balance()).toBe('1271895.95');
    expect(await booked()).toBe(1);
    expect(await sign('batchTransferSub', batch(body?.BATCH_NO ?? '', content))).toMatchObject({
      refused: 'BT0006', message: '该批量文件已提交记账，不能重复提交；如需再次付款请重新上传',
    });
    expect(await balance()).toBe('1271895.95');
    expect(await booked()).toBe(1);
  });

  it('books a file once when two signatures for it arrive together', async () => {
    const content = bytes(FILE);
    const { body } = await upload(content);
    const values = batch(body?.BATCH_NO ?? '', content);
    const answers = await Promise.all([sign('batchTransferSub', values), sign('batchTransferSub', values)]);
    expect(answers.filter((a) => a.TRANS_STATUS === '0')).toHaveLength(1);
    expect(answers.map((a) => a.refused).filter(Boolean)).toEqual(['BT0006']);
    expect(await booked()).toBe(1);
    expect(await balance()).toBe('1271895.95');
  });

  it('refuses a signature over another file than the one uploaded', async () => {
    const { body } = await upload(bytes(FILE));
    const other = bytes(FILE.replace('12500', '125000'));
    expect(await sign('batchTransferSub', batch(body?.BATCH_NO ?? '', other))).toMatchObject({ refused: 'BT0003' });
    expect(await booked()).toBe(0);
  });

  it('refuses a count or total that is not the file\'s', async () => {
    const content = bytes(FILE);
    const { body } = await upload(content);
    expect(await sign('batchTransferSub', batch(body?.BATCH_NO ?? '', content, '2', '13734.51'))).toMatchObject({
      refused: 'BT0005', message: '总笔数或总金额与文件不符：文件为 2 笔、13734.50 元，交易未受理',
    });
    expect(await sign('batchTransferSub', batch(body?.BATCH_NO ?? '', content, '3'))).toMatchObject({ refused: 'BT0005' });
    expect(await booked()).toBe(0);
  });

  it('refuses a file with a bad line, naming its row and column', async () => {
    const content = bytes(`${FILE}62309100,某公司,,100,\r\n`);
    const { body } = await upload(content);
    expect(await sign('batchTransferSub', batch(body?.BATCH_NO ?? '', content, '3', '13834.50'))).toMatchObject({
      refused: 'BT0004', message: '批量文件有 1 处错误（第 4 行 收款账号：收款账号格式不正确（应为 10–32 位数字）），交易未受理',
    });
  });

  it('refuses an unknown batch number, another session\'s file, and a file uploaded for another business', async () => {
    const content = bytes(FILE);
    expect(await sign('batchTransferSub', batch('F2026112700000000000', content))).toMatchObject({ refused: 'BT0001' });
    const payroll = await upload(content, 'PAYROLL');
    expect(await sign('batchTransferSub', batch(payroll.body?.BATCH_NO ?? '', content))).toMatchObject({
      refused: 'BT0002', message: '该文件按业务类型 PAYROLL 上传，不能用于本交易（应为 BATCH_TRANSFER）',
    });
    const mine = await upload(content);
    freshClient(mock, (browser = cookieFetch()));
    await logIn(mock, 'a3sp', true); // the same user in another browser
    expect(await sign('batchTransferSub', batch(mine.body?.BATCH_NO ?? '', content))).toMatchObject({ refused: 'BT0001' });
    expect(await booked()).toBe(0);
  });
});
