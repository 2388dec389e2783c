// A Server Component page embedding a screen through the app's client module.
import { PartnersScreen } from './screens';

export default function Home() {
  return <PartnersScreen />;
}
