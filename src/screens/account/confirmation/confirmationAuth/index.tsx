import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /account/confirmation/confirmationAuth: 询证函授权.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ConfirmationAuthScreen() {
  return <InfoScreen title="询证函授权" />;
}
