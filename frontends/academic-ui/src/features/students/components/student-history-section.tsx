import { useMemo } from 'react';
import { RecordHistory } from '@treina/ui-kit';
import { useRecordHistoryView } from '@treina/web-platform';
import { useChannels, useStudentStatuses } from '../../../shared/api/get-reference-lists';
import { useTrainings } from '../../../shared/api/get-trainings';
import { describeStudentChange, type StudentHistoryNames } from '../student-history-labels';

/** The student's 'Histórico', for users with the `audit` permission only: nobody else sees or asks anything. */
export function StudentHistorySection({ studentId }: { studentId: number }) {
  const view = useRecordHistoryView('students', studentId);
  const allowed = view !== null;
  const trainings = useTrainings(allowed);
  const statuses = useStudentStatuses(allowed);
  const channels = useChannels(allowed);
  const names = useMemo<StudentHistoryNames>(
    () => ({
      trainings: new Map((trainings.data ?? []).map((training) => [training.id, training.nome_treinamento])),
      statuses: new Map((statuses.data ?? []).map((status) => [status.id_status_aluno, status.nome_status_aluno])),
      channels: new Map((channels.data ?? []).map((channel) => [channel.id_canal_aluno, channel.nome_canal_aluno])),
    }),
    [trainings.data, statuses.data, channels.data],
  );
  return view && <RecordHistory {...view} describe={(change) => describeStudentChange(change, names)} />;
}
