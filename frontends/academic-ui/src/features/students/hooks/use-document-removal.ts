import { useState, type Dispatch, type SetStateAction } from 'react';
import { refusalOr } from '@treina/web-platform';
import { useKeepDocuments } from '../api/student-mutations';
import type { StudentFormData } from '../student-form-data';
import { STUDENT_MESSAGES, type StudentNotify } from '../student-messages';

interface PendingRemoval {
  studentId: number;
  documentos: string[];
  url: string;
}

/**
 * Removing one of a student's documents (from the detail panel or the form): asked first,
 * then the remaining documents are kept with PUT /api/students/{id}/files, and the open form follows.
 */
export function useDocumentRemoval(setForm: Dispatch<SetStateAction<StudentFormData>>, notify: StudentNotify) {
  const keepDocuments = useKeepDocuments();
  const [pending, setPending] = useState<PendingRemoval | null>(null);

  const confirm = async () => {
    const removal = pending;
    setPending(null);
    if (!removal) return;
    const remaining = removal.documentos.filter((url) => url !== removal.url);
    try {
      const answer = await keepDocuments.mutateAsync({ id: removal.studentId, documentos: remaining });
      setForm((current) =>
        current.id === removal.studentId
          ? {
              ...current,
              documentos: answer?.documentos ?? remaining,
              documentos_detalhes: answer?.documentos_detalhes ?? current.documentos_detalhes.filter((d) => d.url !== removal.url),
            }
          : current,
      );
      notify.success(STUDENT_MESSAGES.updated);
    } catch (error) {
      notify.error(refusalOr(error, STUDENT_MESSAGES.updateFailed));
    }
  };

  return {
    open: pending !== null,
    ask: (studentId: number, documentos: string[], url: string) => setPending({ studentId, documentos, url }),
    cancel: () => setPending(null),
    confirm,
  };
}
