import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGetQuery } from '@treina/web-platform';
import type { AttendanceMark, SessionAttendance } from '@treina/contracts';
import { sessionKeys } from './get-sessions';

/** The classes' sessions and attendance (class detail panel) reload after a save too. */
const CLASSES = ['academic', 'classes'] as const;

/** GET /api/sessions/{id}/attendance: the session and its class's seated students with their marks. */
const attendanceQuery = (id: number) => apiGetQuery<SessionAttendance>(sessionKeys.attendance(id), `/sessions/${id}/attendance`);

export function useAttendance(id: number) {
  return useQuery(attendanceQuery(id));
}

/** PUT the marks: the answer is the saved attendance; the session becomes 'Realizada' in the lists. */
export function useSaveAttendance(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Array<{ id_aluno: number; presenca: AttendanceMark }>) =>
      api.put<SessionAttendance>(`/sessions/${id}/attendance`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(sessionKeys.attendance(id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.ranges }),
        queryClient.invalidateQueries({ queryKey: CLASSES }),
      ]);
    },
  });
}
