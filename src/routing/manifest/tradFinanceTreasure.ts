import { area, detail, keepAlive, type ManifestRoute, row, type ScreenOptions } from './define.ts';

const { screen, to } = area('/tradFinanceTreasure');

const certificate = (name: string, title: string, options: ScreenOptions) =>
  screen(`pages/certificate/${name}`, title, options);
const guarantee = (name: string, title: string, options: ScreenOptions) =>
  screen(`pages/accUncForExchQry/${name}`, title, options);
const bondgold = (name: string, title: string, options: ScreenOptions) => screen(`pages/bondgold/${name}`, title, options);

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
  to('index', 'pages/certificate/certificateinfo', '贸易融资', { en: 'Trade finance' }),
  certificate('certificatea', '电子凭证开立', { en: 'Electronic voucher issuance', operations: ['tradFinanceCertificateSub'] }),
  certificate('certificatexinxi', '凭证信息录入', { en: 'Voucher information entry', operations: ['tradFinanceCertificateSub'] }),
  certificate('certifTemplate', '凭证模板', { en: 'Voucher templates' }),
  certificate('openpuery', '开立查询', { en: 'Issuance records', operations: ['certificateQry'] }),
  certificate('certisingle', '单笔凭证', { en: 'Single voucher' }),
  certificate('requiedinfo', '补充信息', { en: 'Supplementary information' }),
  certificate('certificateinfo', '凭证信息查询', {
    en: 'Voucher information',
    ...keepAlive,
    operations: ['certificateQry'],
    // a certificate the company holds (2 已签收) is transferred from its row
    actions: [row('tradFinanceCertificateTransferSub', '转让', {
      from: { CONTRACT_NO: 'CERT_NO', LOAN_AMT: 'TRAN_AMT' },
      when: { CERT_STATUS: ['2'] },
    })],
  }),
  certificate('submitinfo', '凭证提交', { en: 'Voucher submission', operations: ['tradFinanceCertificateSub'] }),
  certificate('certficateinfona', '凭证详情', { en: 'Voucher details', ...detail, operations: ['certificateQry'] }),
  certificate('certifcattype', '凭证类型', { en: 'Voucher types' }),
  certificate('presentation', '凭证提示付款', { en: 'Voucher presentment for payment' }),
  certificate('forfaitingApply', '福费廷申请', { en: 'Forfaiting application', operations: ['tradFinanceForfaitingApply'] }),
  certificate('forfaitingApplyInfo', '福费廷申请信息', { en: 'Forfaiting application information', operations: ['tradFinanceForfaitingApply'] }),
  certificate('forfaitingQry', '福费廷查询', { en: 'Forfaiting records', operations: ['forfaitingApplyQry'] }),
  certificate('certificatexi', '凭证明细', { en: 'Voucher detail list', operations: ['certificateQry'] }),
  certificate('singstyle', '签收方式', { en: 'Sign-off method' }),
  certificate('authorization', '凭证授权', { en: 'Voucher authorization' }),
  guarantee('ensucfgoldqd', '保函保证金确认', { en: 'Guarantee margin confirmation', operations: ['letterGuaraDepositSub'] }),
  guarantee('agreementPage', '保函协议', { en: 'Guarantee agreement' }),
  guarantee('agreementPagePeople', '保函协议签署人', { en: 'Guarantee agreement signatories' }),
  guarantee('bhInput', '保函申请录入', { en: 'Guarantee application entry', operations: ['letterGuaraApplySub'] }),
  guarantee('bhSure', '保函申请确认', { en: 'Guarantee application confirmation' }),
  guarantee('bhResults', '保函申请结果', { en: 'Guarantee application result' }),
  guarantee('lguarantee', '保函业务', { en: 'Guarantee business', operations: ['letterGuaraApplySub'] }),
  guarantee('bhApplyQuery', '保函申请查询', { en: 'Letter of guarantee application query', operations: ['letterGuaraQry'] }),
  guarantee('applyInfoDetail', '保函申请详情', { en: 'Guarantee application details', ...detail, operations: ['letterGuaraQry'] }),
  bondgold('bondgold', '担保金', { en: 'Security deposit', operations: ['letterGuaraDepositSub'] }),
  bondgold('ensuregold/ensugoldcheck', '担保金核对', { en: 'Security deposit check' }),
  bondgold('ensuregold/ensureResults', '担保金办理结果', { en: 'Security deposit processing result' }),
  bondgold('bondcate', '保证金存款', { en: 'Margin deposits', operations: ['letterGuaraDepositSub'] }),
  bondgold('ensureDeposite/ensureSure', '保证金存入确认', { en: 'Margin pay-in confirmation' }),
  bondgold('ensureDeposite/ensureResults', '保证金存入结果', { en: 'Margin pay-in result' }),
  bondgold('bondpage', '保证金查询', { en: 'Margin records', operations: ['accountTransDetailQry'] }),
  to('pages/bondgold/index', 'pages/bondgold/bondgold', '担保金', { en: 'Security deposit' }),
  screen('factoringApplyQry', '保理申请查询', { en: 'Factoring application query', operations: ['factoringApplyQry'] }),
  screen('loanRecordQry', '保理放款记录', { en: 'Factoring disbursement records', operations: ['factoringLoanQry'] }),
  screen('facLoanContQry', '保理合同查询', { en: 'Factoring contract query', operations: ['factoringContractQry'] }),
  screen('factoringApply', '保理申请', { en: 'Factoring application', operations: ['tradFactorApplySub'] }),
  screen('factoringApplyConf', '保理申请确认', { en: 'Factoring application confirmation', operations: ['tradFactorApplyConfirm'] }),
];
