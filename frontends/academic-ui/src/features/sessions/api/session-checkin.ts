import { useQuery } from '@tanstack/react-query';
import { api } from '@treina/web-platform';
import { refetchDelay } from '../checkin-qr';

/** GET /api/sessions/{id}/checkin: the code shown now, when it renews and its QR code (SVG text). */
interface SessionCheckin {
  codigo: string;
  renova_em: string;
  validade_segundos: number;
  url: string;
  qr_svg: string;
}

/** The code while the dialog is open; a new one is asked for at renova_em. */
export function useSessionCheckin(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['academic', 'sessions', 'checkin', id] as const,
    queryFn: () => api.get<SessionCheckin>(`/sessions/${id}/checkin`),
    enabled,
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.error ? false : refetchDelay(query.state.data?.renova_em, Date.now())),
    refetchIntervalInBackground: true,
  });
}
