import { QUIZ_FACETS, QuizOverview } from 'partner-console';
import { useConsole } from '../consoleContext.js';
import { useListUrlState } from '../listUrlState.js';

/** /quiz: Quiz Overview; the bank (?bank=sales), search and page in the URL. */
export default function QuizPage() {
  const { api } = useConsole();
  return <QuizOverview api={api} {...useListUrlState(QUIZ_FACETS)} />;
}
