import { useNavigate, useParams } from 'react-router-dom';
import { DistributorReview } from 'partner-console';
import { useConsole } from '../consoleContext.js';

/** /distributors/:id: Distributor Review (SPEC 2.7). */
export default function DistributorReviewPage() {
  const { api } = useConsole();
  const navigate = useNavigate();
  const { id } = useParams();
  return (
    <DistributorReview api={api} id={id} onBack={() => navigate('/distributors')} onRemoved={() => navigate('/distributors', { replace: true })} />
  );
}
