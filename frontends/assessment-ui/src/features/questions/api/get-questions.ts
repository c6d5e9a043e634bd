import type { QuestionRow } from '@treina/contracts';
import { useListTable, type UseServerTableOptions } from '@treina/web-platform';
import { assessmentKeys } from '../../../shared/api/assessment-keys';

/** The Questões list as the server pages, sorts, searches and filters it, last saved first. */
const QUESTIONS_TABLE: UseServerTableOptions & { listId: string } = {
  listId: 'questions',
  queryKey: assessmentKeys.questionList,
  path: '/questions',
  initialSorting: [{ id: 'atualizada_em', desc: true }],
};

export function useQuestionsTable() {
  return useListTable<QuestionRow>(QUESTIONS_TABLE);
}
