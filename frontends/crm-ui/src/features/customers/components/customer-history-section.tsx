import { RecordHistory } from '@treina/ui-kit';
import { useRecordHistoryView } from '@treina/web-platform';
import { describeCustomerChange } from '../customer-history-labels';

/** The customer's 'Histórico', below its edit form, for users with the `audit` permission only. */
export function CustomerHistorySection({ customerId }: { customerId: number }) {
  const view = useRecordHistoryView('customer', customerId);
  return view && <RecordHistory {...view} describe={describeCustomerChange} />;
}
