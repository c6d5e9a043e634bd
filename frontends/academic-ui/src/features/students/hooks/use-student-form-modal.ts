import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StudentRow } from '@treina/contracts';
import { useFormState } from '@treina/ui-kit';
import { refusalOr } from '@treina/web-platform';
import { studentKeys } from '../api/get-students';
import { useCreateStudent, useUpdateStudent } from '../api/student-mutations';
import { EMPTY_STUDENT_FORM, studentFormFromRow, studentFormToInput, type StudentFormData } from '../student-form-data';
import { STUDENT_MESSAGES, type StudentNotify } from '../student-messages';

/** How long after a creation the list reloads. */
const RELOAD_AFTER_CREATE_MS = 500;

/** The create/edit modal: its mode, the form's data, and saving it (a notification either way). */
export function useStudentFormModal(notify: StudentNotify) {
  const createStudent = useCreateStudent();
  const updateStudent = useUpdateStudent();
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<{ open: boolean; mode: 'create' | 'update' }>({ open: false, mode: 'create' });
  const { form, setForm, reset, dirty } = useFormState<StudentFormData>(EMPTY_STUDENT_FORM);

  useEffect(() => {
    if (!createStudent.isSuccess) return undefined;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: studentKeys.all }), RELOAD_AFTER_CREATE_MS);
    return () => clearTimeout(timer);
  }, [createStudent.isSuccess, createStudent.data, queryClient]);

  const openCreate = () => {
    reset(EMPTY_STUDENT_FORM);
    setModal({ open: true, mode: 'create' });
  };
  const openEdit = (row: StudentRow) => {
    reset(studentFormFromRow(row));
    setModal({ open: true, mode: 'update' });
  };
  /** A kept draft: reopened over the stored student (when still listed) or as the mode it was typed in, changed. */
  const reopen = (data: StudentFormData, row: StudentRow | undefined) => {
    if (row) openEdit(row);
    else {
      reset(EMPTY_STUDENT_FORM);
      setModal({ open: true, mode: data.id === undefined ? 'create' : 'update' });
    }
    setForm(data);
  };

  const save = async (): Promise<boolean> => {
    const input = studentFormToInput(form);
    if (modal.mode === 'create') {
      try {
        await createStudent.mutateAsync(input);
        notify.success(STUDENT_MESSAGES.created);
        return true;
      } catch (error) {
        notify.error(refusalOr(error, STUDENT_MESSAGES.createFailed));
        return false;
      }
    }
    try {
      await updateStudent.mutateAsync({ ...input, id: form.id! });
      notify.success(STUDENT_MESSAGES.updated);
      return true;
    } catch (error) {
      notify.error(refusalOr(error, STUDENT_MESSAGES.updateFailed));
      return false;
    }
  };

  return {
    open: modal.open,
    mode: modal.mode,
    form,
    setForm,
    dirty,
    openCreate,
    reopen,
    openEdit,
    close: () => setModal((m) => ({ ...m, open: false })),
    save,
    saving: createStudent.isPending || updateStudent.isPending,
  };
}
