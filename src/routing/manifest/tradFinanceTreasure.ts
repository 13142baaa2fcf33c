import { area, detail, keepAlive, type ManifestRoute, row, type ScreenOptions } from './define.ts';

const { screen, to } = area('/tradFinanceTreasure');

const certificate = (name: string, title: string, options: ScreenOptions = {}) =>
  screen(`pages/certificate/${name}`, title, options);
const guarantee = (name: string, title: string, options: ScreenOptions = {}) =>
  screen(`pages/accUncForExchQry/${name}`, title, options);
const bondgold = (name: string, title: string, options: ScreenOptions = {}) => screen(`pages/bondgold/${name}`, title, options);

/**
 * Trade finance treasure (spec 001 §2 "/tradFinanceTreasure/index"). Choices:
 * - The children are read under the area (`/tradFinanceTreasure/pages/...`), as the other areas' are,
 *   with `/tradFinanceTreasure/index` the redirect to certificateinfo; the spec gives no redirect for
 *   `/tradFinanceTreasure` itself, so there is none.
 * - Bare names take the directory of their group's first item (`certificatexinxi` is
 *   `pages/certificate/certificatexinxi`, `ensuregold/ensugoldcheck` is `pages/bondgold/ensuregold/...`).
 * - `certificatea` is listed twice (as `pages/certificate/certificatea` and bare): one route.
 * - The factoring screens follow a `;` and carry no prefix.
 */
export const tradFinanceTreasureRoutes: readonly ManifestRoute[] = [
  to('index', 'pages/certificate/certificateinfo', '贸易融资'),
  certificate('certificatea', '电子凭证开立', { operations: ['tradFinanceCertificateSub'] }),
  certificate('certificatexinxi', '凭证信息录入', { operations: ['tradFinanceCertificateSub'] }),
  certificate('certifTemplate', '凭证模板'),
  certificate('openpuery', '开立查询', { operations: ['certificateQry'] }),
  certificate('certisingle', '单笔凭证'),
  certificate('requiedinfo', '补充信息'),
  certificate('certificateinfo', '凭证信息查询', {
    ...keepAlive,
    operations: ['certificateQry'],
    // a certificate the company holds (2 已签收) is transferred from its row
    actions: [row('tradFinanceCertificateTransferSub', '转让', {
      from: { CONTRACT_NO: 'CERT_NO', LOAN_AMT: 'TRAN_AMT' },
      when: { CERT_STATUS: ['2'] },
    })],
  }),
  certificate('submitinfo', '凭证提交', { operations: ['tradFinanceCertificateSub'] }),
  certificate('certficateinfona', '凭证详情', { ...detail, operations: ['certificateQry'] }),
  certificate('certifcattype', '凭证类型'),
  certificate('presentation', '凭证提示付款'),
  certificate('forfaitingApply', '福费廷申请', { operations: ['tradFinanceForfaitingApply'] }),
  certificate('forfaitingApplyInfo', '福费廷申请信息', { operations: ['tradFinanceForfaitingApply'] }),
  certificate('forfaitingQry', '福费廷查询', { operations: ['forfaitingApplyQry'] }),
  certificate('certificatexi', '凭证明细', { operations: ['certificateQry'] }),
  certificate('singstyle', '签收方式'),
  certificate('authorization', '凭证授权'),
  guarantee('ensucfgoldqd', '保函保证金确认', { operations: ['letterGuaraDepositSub'] }),
  guarantee('agreementPage', '保函协议'),
  guarantee('agreementPagePeople', '保函协议签署人'),
  guarantee('bhInput', '保函申请录入', { operations: ['letterGuaraApplySub'] }),
  guarantee('bhSure', '保函申请确认'),
  guarantee('bhResults', '保函申请结果'),
  guarantee('lguarantee', '保函业务', { operations: ['letterGuaraApplySub'] }),
  guarantee('bhApplyQuery', '保函申请查询', { operations: ['letterGuaraQry'] }),
  guarantee('applyInfoDetail', '保函申请详情', { ...detail, operations: ['letterGuaraQry'] }),
  bondgold('bondgold', '担保金', { operations: ['letterGuaraDepositSub'] }),
  bondgold('ensuregold/ensugoldcheck', '担保金核对'),
  bondgold('ensuregold/ensureResults', '担保金办理结果'),
  bondgold('bondcate', '保证金存款', { operations: ['letterGuaraDepositSub'] }),
  bondgold('ensureDeposite/ensureSure', '保证金存入确认'),
  bondgold('ensureDeposite/ensureResults', '保证金存入结果'),
  bondgold('bondpage', '保证金查询', { operations: ['accountTransDetailQry'] }),
  to('pages/bondgold/index', 'pages/bondgold/bondgold', '担保金'),
  screen('factoringApplyQry', '保理申请查询', { operations: ['factoringApplyQry'] }),
  screen('loanRecordQry', '保理放款记录', { operations: ['factoringLoanQry'] }),
  screen('facLoanContQry', '保理合同查询', { operations: ['factoringContractQry'] }),
  screen('factoringApply', '保理申请', { operations: ['tradFactorApplySub'] }),
  screen('factoringApplyConf', '保理申请确认', { operations: ['tradFactorApplyConfirm'] }),
];
