import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StudentRow } from '@treina/contracts';
import { refusalOr } from '@treina/web-platform';
import { reloadAfterStudentChange, uploadStudentFiles } from '../api/student-mutations';
import { STUDENT_MESSAGES, type StudentNotify } from '../student-messages';

/** 'Enviar Arquivos': opens the hidden file input for the selected student, then sends what was chosen. */
export function useStudentUpload(notify: StudentNotify) {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadTarget = useRef<number | null>(null);

  const startUpload = (row: StudentRow) => {
    uploadTarget.current = row.id;
    fileInput.current?.click();
  };

  const upload = async (files: File[]) => {
    const target = uploadTarget.current;
    if (fileInput.current) fileInput.current.value = '';
    if (target === null || files.length === 0) return;
    try {
      await uploadStudentFiles(target, files);
      notify.success(STUDENT_MESSAGES.uploaded);
      void reloadAfterStudentChange(queryClient);
    } catch (error) {
      console.error('[academic_ui] student upload failed', error);
      // The server says why (type not allowed, too large), as the materials' upload shows it.
      notify.error(refusalOr(error, STUDENT_MESSAGES.uploadFailed));
    }
  };

  return { fileInput, startUpload, upload };
}
