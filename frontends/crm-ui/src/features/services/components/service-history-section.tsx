import { useMemo } from 'react';
import type { CustomerRow, ServiceTypeRow } from '@treina/contracts';
import { RecordHistory } from '@treina/ui-kit';
import { useRecordHistoryView } from '@treina/web-platform';
import { describeServiceChange, type ServiceHistoryNames } from '../service-history-labels';

export interface ServiceHistorySectionProps {
  serviceId: number;
  /** The lists the service form offers (the screen loads them). */
  customers: readonly CustomerRow[];
  serviceTypes: readonly ServiceTypeRow[];
}

/** The contracted service's 'Histórico', below its edit form, for users with the `audit` permission only. */
export function ServiceHistorySection({ serviceId, customers, serviceTypes }: ServiceHistorySectionProps) {
  const view = useRecordHistoryView('services', serviceId);
  const names = useMemo<ServiceHistoryNames>(
    () => ({
      customers: new Map(customers.map((customer) => [customer.id, customer.nome_razao])),
      serviceTypes: new Map(serviceTypes.map((type) => [type.id, type.nome])),
    }),
    [customers, serviceTypes],
  );
  return view && <RecordHistory {...view} describe={(change) => describeServiceChange(change, names)} />;
}
