import { useNavigate, useParams } from 'react-router-dom';
import { DistributorReview } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useBackToList, useListPath } from '../listUrlState.js';

/** /distributors/:id: Distributor Review (SPEC 2.7); Back returns to the list as it was. */
export default function DistributorReviewPage() {
  const { api } = useConsole();
  const navigate = useNavigate();
  const { id } = useParams();
  const back = useBackToList('/distributors');
  const listPath = useListPath('/distributors');
  return <DistributorReview api={api} id={id} onBack={back} onRemoved={() => navigate(listPath, { replace: true })} />;
}
