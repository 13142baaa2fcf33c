import type { OperationId } from '@/api/generated/operations.ts';
import { area, type ManifestRoute, type ScreenOptions, tab } from './define.ts';

const { screen, to } = area('/supplyChain');

type Step = 'signup' | 'contractInfo' | 'financing' | 'iouDeal' | 'iouHistory' | 'repayment' | 'result' | 'query';
/** A step's operations, or its operations and actions. */
type ChainOperations = Partial<Record<Step, readonly OperationId[] | Pick<ScreenOptions, 'operations' | 'actions'>>>;

/**
 * One supply-chain product's flow. The spec names its screens ("signup, contract info, financing, IOU
 * deal and history, repayment, result and query") but no paths: these are our reading, each under the
 * chain's path, and the chain's own path is its overview screen (the area redirects to loanChain).
 * `operations` binds a step's screen to the contract operations it uses.
 */
const isList = (ops: NonNullable<ChainOperations[Step]>): ops is readonly OperationId[] => Array.isArray(ops);

/** Each step's title after the chain's name, in Chinese and in English. */
const STEPS: ReadonlyArray<readonly [Step, string, string]> = [
  ['signup', '签约', 'agreement'],
  ['contractInfo', '合同信息', 'contract information'],
  ['financing', '融资申请', 'financing application'],
  ['iouDeal', '借据办理', 'IOU processing'],
  ['iouHistory', '借据历史', 'IOU history'],
  ['repayment', '还款', 'repayment'],
  ['result', '办理结果', 'processing result'],
  ['query', '业务查询', 'business records'],
];

/** A chain's name: Chinese, its English as a title and as the start of its steps' titles. */
type ChainName = readonly [zh: string, en: string, enSteps: string];

function chain(
  base: string,
  [name, en, enSteps]: ChainName,
  operations: ChainOperations = {},
  fixedValues?: Readonly<Record<string, string>>,
): ManifestRoute[] {
  const bound = (step: Step): Omit<ScreenOptions, 'en'> => {
    const ops = operations[step];
    const bindings: Pick<ScreenOptions, 'operations' | 'actions'> = ops === undefined ? {} : isList(ops) ? { operations: ops } : ops;
    return { ...bindings, ...(fixedValues ? { fixedValues } : {}) };
  };
  return [
    screen(base, name, { en }),
    ...STEPS.map(([step, zh, english]) => screen(`${base}/${step}`, `${name}${zh}`, { en: `${enSteps} ${english}`, ...bound(step) })),
  ];
}

/**
 * The product decides AUTH_METHOD, and with it the service code (spec 000 §7): every screen of the
 * loan chain signs as the loan chain (1), every screen of order finance as order finance (2).
 */
const LOAN_CHAIN = { AUTH_METHOD: '1' };
const ORDER_FINANCE = { AUTH_METHOD: '2' };

/** A chain's contract, and beside it the temporary authorisation, signed under the chain's product. */
const contractInfo = { operations: ['supplyChainContractSign'], actions: [tab('supplyChainTempAuth', '临时授权')] } as const;

/** Supply chain (spec 001 §2 "/supplyChain"): three chains; wareHouse has four IOU screens more. */
export const supplyChainRoutes: readonly ManifestRoute[] = [
  to('', 'loanChain', '供应链金融', { en: 'Supply chain finance' }),
  ...chain('loanChain', ['链捷贷', 'Chain Express Loan', 'Chain express loan'], {
    signup: ['loanChainSignup'],
    contractInfo,
    financing: ['loanChainFinancingSub'],
    iouDeal: ['loanChainIouSub', 'supplyChainIouQry'],
    iouHistory: ['supplyChainIouQry'],
    repayment: ['supplyChainRepaymentSub', 'supplyChainIouQry'],
    query: ['supplyChainBusinessQry'],
  }, LOAN_CHAIN),
  ...chain('ordersE', ['订单e贷', 'Order e-Loan', 'Order e-loan'], {
    signup: ['orderFinanceSignup'],
    contractInfo,
    financing: ['orderFinanceFinancingSub'],
    iouDeal: ['orderFinanceIouSub', 'supplyChainIouQry'],
    iouHistory: ['supplyChainIouQry'],
    repayment: ['supplyChainRepaymentSub', 'supplyChainIouQry'],
    query: ['supplyChainBusinessQry'],
  }, ORDER_FINANCE),
  // the supply-chain contract, temporary-authorisation and repayment calls choose loan chain (1) or
  // order finance (2) by AUTH_METHOD (spec 000 §7): the warehouse chain has none of them
  ...chain('wareHouse', ['仓单e贷', 'Warehouse Receipt e-Loan', 'Warehouse receipt e-loan'], {
    signup: ['warehouseReceiptSignup'],
    financing: ['warehouseReceiptFinancingSub'],
    iouDeal: ['warehouseReceiptIouSub', 'supplyChainIouQry'],
    iouHistory: ['supplyChainIouQry'],
    query: ['supplyChainBusinessQry'],
  }),
  screen('wareHouse/iouSubmit', '仓单借据提交', { en: 'Warehouse receipt IOU submission', operations: ['warehouseReceiptIouSub'] }),
  screen('wareHouse/iouConfirm', '仓单借据确认', { en: 'Warehouse receipt IOU confirmation', operations: ['warehouseReceiptIouConfirm'] }),
  screen('wareHouse/iouResult', '仓单借据结果', { en: 'Warehouse receipt IOU result' }),
  screen('wareHouse/iouConfirmed', '已确认借据', { en: 'Confirmed IOUs', operations: ['supplyChainIouQry'] }),
];
