import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@treina/web-platform';
import type { ClassAttendanceRow, SessionRow, StudentAttendanceRow } from '@treina/contracts';
import { classKeys } from './get-classes';

/** Under the classes' key: saving a session's attendance reloads them. */
const classSessionKeys = {
  sessions: (id: number) => [...classKeys.all, 'sessions', id] as const,
  attendance: (id: number) => [...classKeys.all, 'attendance', id] as const,
};

/** GET /api/classes/{id}/sessions: the class's sessions by date. */
export function useClassSessions(id: number, enabled = true) {
  return useQuery({ ...apiGetQuery<SessionRow[]>(classSessionKeys.sessions(id), `/classes/${id}/sessions`), enabled });
}

/** GET /api/classes/{id}/attendance: each student's attendance in the class. */
export function useClassAttendance(id: number) {
  return useQuery(apiGetQuery<ClassAttendanceRow[]>(classSessionKeys.attendance(id), `/classes/${id}/attendance`));
}

/** The logged-in student's attendance in each of their classes: one call for all the classes' panels. */
export function useStudentAttendance(studentId: number | null | undefined) {
  return useQuery({
    ...apiGetQuery<StudentAttendanceRow[]>(
      [...classKeys.all, 'student-attendance', studentId ?? 0],
      `/students/${studentId ?? 0}/attendance`,
    ),
    enabled: typeof studentId === 'number' && studentId > 0,
  });
}
