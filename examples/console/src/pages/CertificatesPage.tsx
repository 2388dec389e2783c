import { Certifications } from 'partner-console';
import { useConsole } from '../consoleContext.js';

/** /certificates: Certifications (SPEC 2.12) with the detail modal for approving and rejecting. */
export default function CertificatesPage() {
  const { api } = useConsole();
  return <Certifications api={api} />;
}
