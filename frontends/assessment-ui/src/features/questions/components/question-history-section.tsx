import { RecordHistory } from '@treina/ui-kit';
import { useRecordHistoryView } from '@treina/web-platform';
import type { AuditFieldChange } from '@treina/contracts';
import { describeQuestionChange } from '../question-history-labels';

/** The question's 'Histórico', below its edit form, for users with the `audit` permission only. */
export function QuestionHistorySection({ questionId, trainings }: { questionId: number; trainings: ReadonlyMap<number, string> }) {
  const view = useRecordHistoryView('questions', questionId);
  return view && <RecordHistory {...view} describe={(change: AuditFieldChange) => describeQuestionChange(change, trainings)} />;
}
