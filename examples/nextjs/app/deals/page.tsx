import { DealsScreen } from '../screens';

export default function Deals() {
  return <DealsScreen />;
}
