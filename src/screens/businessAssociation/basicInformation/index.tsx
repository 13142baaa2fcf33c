import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /businessAssociation/basicInformation: 基本信息.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BasicInformationScreen() {
  return <InfoScreen title="基本信息" />;
}
