import { useNavigate, useParams } from 'react-router-dom';
import { PartnerReview } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useBackToList, useListPath } from '../listUrlState.js';

/** /partners/:id and /partners/details/:id: Partner Review (SPEC 2.5); Back returns to the list as it was. */
export default function PartnerReviewPage() {
  const { api } = useConsole();
  const navigate = useNavigate();
  const { id } = useParams();
  const back = useBackToList('/partners');
  const listPath = useListPath('/partners');
  return <PartnerReview api={api} id={id} onBack={back} onRemoved={() => navigate(listPath, { replace: true })} />;
}
