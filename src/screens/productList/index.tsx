import { ScaffoldScreen } from '../../shell/ScaffoldScreen.tsx';

export default function ProductList() {
  return <ScaffoldScreen title="产品列表" path="/productList" />;
}
