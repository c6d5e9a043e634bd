import { useQuery } from '@tanstack/react-query';
import type { ChargeRow } from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';

const myChargesQuery = () => apiGetQuery<ChargeRow[]>(['finance', 'charges', 'mine'], '/me/charges');

/** The logged-in student's own charges. */
export function useMyCharges() {
  return useQuery(myChargesQuery());
}
