import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@treina/web-platform';

/** `GET /api/charges/summary`: amounts as '1500.00'. */
export interface ChargeSummary {
  /** Received this month. */
  recebido_mes: string;
  /** Open charges not yet due. */
  a_receber: string;
  /** Open charges past their due day. */
  vencido: string;
}

// Under the charges' key: a payment recorded in Cobranças makes these figures stale.
const chargeSummaryQuery = () => apiGetQuery<ChargeSummary>(['finance', 'charges', 'summary'], '/charges/summary');

/** The Painel's 'Cobranças' figures (finance service). */
export function useChargeSummary() {
  return useQuery(chargeSummaryQuery());
}
