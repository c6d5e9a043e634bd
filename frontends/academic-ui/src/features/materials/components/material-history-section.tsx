import { RecordHistory } from '@treina/ui-kit';
import { useRecordHistoryView } from '@treina/web-platform';
import { describeMaterialChange } from '../material-history-labels';

/** The material's 'Histórico', below its edit form, for users with the `audit` permission only. */
export function MaterialHistorySection({ materialId }: { materialId: number }) {
  const view = useRecordHistoryView('materials', materialId);
  return view && <RecordHistory {...view} describe={describeMaterialChange} />;
}
