import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /account/confirmation/confirmationQry: 询证函查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ConfirmationQryScreen() {
  return <InfoScreen title="询证函查询" />;
}
