import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /mine/functionSet/functionSet: 常用功能设置.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to commonlyFunctionQry.
 */
export default function FunctionSetScreen() {
  return <QueryScreen operation="commonlyFunctionQry" title="常用功能设置" />;
}
