import { useMemo } from 'react';
import type { ActivityRow } from '@treina/contracts';
import { RecordHistory } from '@treina/ui-kit';
import { useRecordHistoryView } from '@treina/web-platform';
import { useActivityTypes } from '../../../shared/api/get-activity-types';
import { describeActivityChange, type ActivityHistoryNames } from '../activity-history-labels';
import { useActivityStatuses, useResponsibleUsers } from '../api/get-activity-form-data';

/** The activity's 'Histórico', in its detail panel, for users with the `audit` permission only. */
export function ActivityHistorySection({ row }: { row: ActivityRow }) {
  const view = useRecordHistoryView('activity', row.id);
  const allowed = view !== null;
  const types = useActivityTypes(allowed);
  const statuses = useActivityStatuses(allowed);
  // The staff list as the screen loaded it for its form (nothing more is asked): a consultant has only the activity's own names.
  const staff = useResponsibleUsers(null, false);
  const names = useMemo<ActivityHistoryNames>(
    () => ({
      types: new Map((types.data ?? []).map((type) => [type.id, type.nome])),
      statuses: new Map((statuses.data ?? []).map((status) => [status.id, status.nome])),
      users: new Map([
        ...staff.options.map((option) => [option.value, option.label] as const),
        ...(row.id_criado_por ? [[row.id_criado_por, row.criado_por] as const] : []),
        [row.id_usuario, row.nome_usuario] as const,
      ]),
      students: new Map(row.id_aluno ? [[row.id_aluno, row.nome_aluno]] : []),
    }),
    [row, types.data, statuses.data, staff.options],
  );
  return view && <RecordHistory {...view} describe={(change) => describeActivityChange(change, names)} />;
}
