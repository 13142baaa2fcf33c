import { ScaffoldScreen } from '../../../../shell/ScaffoldScreen.tsx';

export default function AbroadRemit() {
  return <ScaffoldScreen title="境外汇款" path="/crossTreasure/mypay/abroadremit" />;
}
