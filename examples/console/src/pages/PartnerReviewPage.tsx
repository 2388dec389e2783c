import { useNavigate, useParams } from 'react-router-dom';
import { PartnerReview } from 'partner-console';
import { useConsole } from '../consoleContext.js';

/** /partners/:id and /partners/details/:id: Partner Review (SPEC 2.5). */
export default function PartnerReviewPage() {
  const { api } = useConsole();
  const navigate = useNavigate();
  const { id } = useParams();
  return <PartnerReview api={api} id={id} onBack={() => navigate('/partners')} onRemoved={() => navigate('/partners', { replace: true })} />;
}
