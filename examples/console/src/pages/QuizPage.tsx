import { useSearchParams } from 'react-router-dom';
import { QuizOverview, type QuizBank } from 'partner-console';
import { useConsole } from '../consoleContext.js';

/** /quiz: Quiz Overview (SPEC 2.11). The Sales Quiz tab is kept in the URL (?bank=sales) so a reload stays on it. */
export default function QuizPage() {
  const { api } = useConsole();
  const [params, setParams] = useSearchParams();
  const bank: QuizBank = params.get('bank') === 'sales' ? 'sales' : 'tech';
  return (
    <QuizOverview
      api={api}
      bank={bank}
      onBankChange={(next) => setParams(next === 'sales' ? { bank: 'sales' } : {}, { replace: true })}
    />
  );
}
