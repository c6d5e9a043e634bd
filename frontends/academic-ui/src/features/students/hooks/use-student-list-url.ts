import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StudentRow } from '@treina/contracts';
import type { StudentListType } from '../api/get-students';

/** How long after its row is loaded the student of ?studentId= opens. */
const STUDENT_AUTO_EXPAND_MS = 1000;

function parseId(text: string | null): number | null {
  return text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** What /student?studentType=student|interested[&studentId=] asks for. */
export function studentListFromSearch(searchParams: URLSearchParams) {
  const studentType = searchParams.get('studentType');
  const interested = studentType === 'interested';
  const studentId = parseId(searchParams.get('studentId'));
  // A link to one student (/student?studentId=) finds it whether it is a lead or a student.
  const type: StudentListType | undefined = interested
    ? 'interested'
    : studentId !== null && studentType !== 'student'
      ? undefined
      : 'student';
  return { interested, title: interested ? 'Interessados' : 'Alunos', studentId, type };
}

export function useStudentListUrl() {
  const [searchParams] = useSearchParams();
  return studentListFromSearch(searchParams);
}

/** The rows whose detail panel is open; once the row of ?studentId= is loaded, after STUDENT_AUTO_EXPAND_MS it opens and scrolls into view. */
export function useExpandedStudentRows(studentId: number | null, rows: readonly StudentRow[]) {
  const [expanded, setExpanded] = useState<string[]>([]);
  const targetLoaded = studentId !== null && rows.some((row) => row.id === studentId);
  useEffect(() => {
    if (studentId === null || !targetLoaded) return undefined;
    const timer = setTimeout(() => {
      const id = String(studentId);
      setExpanded((ids) => (ids.includes(id) ? ids : [id, ...ids]));
      document.querySelector(`tr[data-row-id="${id}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, STUDENT_AUTO_EXPAND_MS);
    return () => clearTimeout(timer);
  }, [studentId, targetLoaded]);
  return { expanded, setExpanded };
}
