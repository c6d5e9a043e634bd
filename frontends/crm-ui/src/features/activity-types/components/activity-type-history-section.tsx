import { useMemo } from 'react';
import type { ServiceTypeRow } from '@treina/contracts';
import { RecordHistory } from '@treina/ui-kit';
import { useRecordHistoryView } from '@treina/web-platform';
import { describeActivityTypeChange } from '../activity-type-history-labels';

/** The activity type's 'Histórico', below its edit form, for users with the `audit` permission only. */
export function ActivityTypeHistorySection({ typeId, serviceTypes }: { typeId: number; serviceTypes: readonly ServiceTypeRow[] }) {
  const view = useRecordHistoryView('activityType', typeId);
  const names = useMemo(() => new Map(serviceTypes.map((type) => [type.id, type.nome])), [serviceTypes]);
  return view && <RecordHistory {...view} describe={(change) => describeActivityTypeChange(change, names)} />;
}
