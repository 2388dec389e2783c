import { CERTIFICATIONS_FACETS, Certifications } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useListUrlState } from '../listUrlState.js';

/** /certificates: Certifications (SPEC 2.12) with the detail modal; its list state (the status filter too) in the URL. */
export default function CertificatesPage() {
  const { api } = useConsole();
  return <Certifications api={api} {...useListUrlState(CERTIFICATIONS_FACETS)} />;
}
