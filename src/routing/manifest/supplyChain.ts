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

function chain(
  base: string,
  name: string,
  operations: ChainOperations = {},
  fixedValues?: Readonly<Record<string, string>>,
): ManifestRoute[] {
  const bound = (step: Step): ScreenOptions => {
    const ops = operations[step];
    const bindings: Pick<ScreenOptions, 'operations' | 'actions'> = ops === undefined ? {} : isList(ops) ? { operations: ops } : ops;
    return { ...bindings, ...(fixedValues ? { fixedValues } : {}) };
  };
  return [
    screen(base, name),
    screen(`${base}/signup`, `${name}签约`, bound('signup')),
    screen(`${base}/contractInfo`, `${name}合同信息`, bound('contractInfo')),
    screen(`${base}/financing`, `${name}融资申请`, bound('financing')),
    screen(`${base}/iouDeal`, `${name}借据办理`, bound('iouDeal')),
    screen(`${base}/iouHistory`, `${name}借据历史`, bound('iouHistory')),
    screen(`${base}/repayment`, `${name}还款`, bound('repayment')),
    screen(`${base}/result`, `${name}办理结果`, bound('result')),
    screen(`${base}/query`, `${name}业务查询`, bound('query')),
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
  to('', 'loanChain', '供应链金融'),
  ...chain('loanChain', '链捷贷', {
    signup: ['loanChainSignup'],
    contractInfo,
    financing: ['loanChainFinancingSub'],
    iouDeal: ['loanChainIouSub', 'supplyChainIouQry'],
    iouHistory: ['supplyChainIouQry'],
    repayment: ['supplyChainRepaymentSub', 'supplyChainIouQry'],
    query: ['supplyChainBusinessQry'],
  }, LOAN_CHAIN),
  ...chain('ordersE', '订单e贷', {
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
  ...chain('wareHouse', '仓单e贷', {
    signup: ['warehouseReceiptSignup'],
    financing: ['warehouseReceiptFinancingSub'],
    iouDeal: ['warehouseReceiptIouSub', 'supplyChainIouQry'],
    iouHistory: ['supplyChainIouQry'],
    query: ['supplyChainBusinessQry'],
  }),
  screen('wareHouse/iouSubmit', '仓单借据提交', { operations: ['warehouseReceiptIouSub'] }),
  screen('wareHouse/iouConfirm', '仓单借据确认', { operations: ['warehouseReceiptIouConfirm'] }),
  screen('wareHouse/iouResult', '仓单借据结果'),
  screen('wareHouse/iouConfirmed', '已确认借据', { operations: ['supplyChainIouQry'] }),
];
