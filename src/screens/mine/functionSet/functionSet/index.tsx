import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /mine/functionSet/functionSet: 常用功能设置.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FunctionSetScreen() {
  return <InfoScreen title="常用功能设置" />;
}
