import type { AuditFieldChange } from '@treina/contracts';
import { RecordHistory } from '@treina/ui-kit';
import { useRecordHistoryView } from '@treina/web-platform';
import { describeExamChange } from '../exam-history-labels';

/** The exam's 'Histórico', below its edit form, for users with the `audit` permission only. */
export function ExamHistorySection({ examId, trainings }: { examId: number; trainings: ReadonlyMap<number, string> }) {
  const view = useRecordHistoryView('exams', examId);
  return view && <RecordHistory {...view} describe={(change: AuditFieldChange) => describeExamChange(change, trainings)} />;
}
