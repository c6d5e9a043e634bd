import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { StudentRow } from '@treina/contracts';
import { ConfirmDialog, DataTable, FormModal, Notification, PageCard, useNotification } from '@treina/ui-kit';
import { refusalOr, useCrudPermissions } from '@treina/web-platform';
import { useChannels, useStudentStatuses } from '../../../shared/api/get-reference-lists';
import { useTrainings } from '../../../shared/api/get-trainings';
import { studentKeys, useStudentsTable, type StudentListType } from '../api/get-students';
import { uploadStudentFiles, useCreateStudent, useDeleteStudents, useKeepDocuments, useUpdateStudent } from '../api/student-mutations';
import { buildStudentsCsv, studentsCsvFileName } from '../student-csv';
import { EMPTY_STUDENT_FORM, studentFormFromRow, studentFormToInput, type StudentFormData } from '../student-form-data';
import { studentColumns } from './student-columns';
import { StudentDetailPanel } from './student-detail-panel';
import { StudentForm } from './student-form';

export const STUDENT_MESSAGES = {
  created: 'Criado com sucesso!',
  updated: 'Atualizado com sucesso!',
  deletedOne: 'Excluído com sucesso!',
  deletedMany: 'Excluídos com sucesso!',
  loadFailed: 'Ocorreu um erro ao consultar.',
  createFailed: 'Ocorreu um erro ao criar.',
  deleteFailed: 'Ocorreu um erro ao excluir.',
  updateFailed: 'Ocorreu um erro ao atualizar.',
  uploaded: 'Arquivos enviados com sucesso! Atualize a página, para visualizar.',
  uploadFailed: 'Erro ao enviar arquivo(s).',
  confirmDocument: 'Deseja realmente excluir este documento?',
} as const;

/** SPEC section 9: the row of ?studentId= opens after 1000 ms; the list reloads 500 ms after a creation. */
export const STUDENT_AUTO_EXPAND_MS = 1000;
export const RELOAD_AFTER_CREATE_MS = 500;

function parseId(text: string | null): number | null {
  return text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Alunos / Interessados (/student?studentType=student|interested[&studentId=]). */
export function StudentsPage() {
  const [searchParams] = useSearchParams();
  const studentType = searchParams.get('studentType');
  const interested = studentType === 'interested';
  const title = interested ? 'Interessados' : 'Alunos';
  const studentId = parseId(searchParams.get('studentId'));
  // A link to one student (/student?studentId=) finds it whether it is a lead or a student.
  const type: StudentListType | undefined = interested
    ? 'interested'
    : studentId !== null && studentType !== 'student'
      ? undefined
      : 'student';

  const can = useCrudPermissions('student');
  const editing = can.create || can.update;
  const students = useStudentsTable(type, studentId);
  const statuses = useStudentStatuses(editing);
  const channels = useChannels(editing);
  const trainings = useTrainings(editing);
  const createStudent = useCreateStudent();
  const updateStudent = useUpdateStudent();
  const deleteStudents = useDeleteStudents();
  const keepDocuments = useKeepDocuments();
  const queryClient = useQueryClient();
  const { notify, notificationProps } = useNotification();

  const [modal, setModal] = useState<{ open: boolean; mode: 'create' | 'update' }>({ open: false, mode: 'create' });
  const [form, setForm] = useState<StudentFormData>(EMPTY_STUDENT_FORM);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [documentToRemove, setDocumentToRemove] = useState<{ studentId: number; documentos: string[]; url: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadTarget = useRef<number | null>(null);

  // ?studentId=: after 1000 ms its row opens and scrolls into view.
  const targetLoaded = studentId !== null && students.rows.some((row) => row.id === studentId);
  useEffect(() => {
    if (studentId === null || !targetLoaded) return undefined;
    const timer = setTimeout(() => {
      const id = String(studentId);
      setExpanded((ids) => (ids.includes(id) ? ids : [id, ...ids]));
      document.querySelector(`tr[data-row-id="${id}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, STUDENT_AUTO_EXPAND_MS);
    return () => clearTimeout(timer);
  }, [studentId, targetLoaded]);

  useEffect(() => {
    if (!createStudent.isSuccess) return undefined;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: studentKeys.all }), RELOAD_AFTER_CREATE_MS);
    return () => clearTimeout(timer);
  }, [createStudent.isSuccess, createStudent.data, queryClient]);

  const columns = useMemo(() => studentColumns(interested), [interested]);

  const openCreate = () => {
    setForm(EMPTY_STUDENT_FORM);
    setModal({ open: true, mode: 'create' });
  };
  const openEdit = (row: StudentRow) => {
    setForm(studentFormFromRow(row));
    setModal({ open: true, mode: 'update' });
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
      await updateStudent.mutateAsync({ id: form.id!, ...input });
      notify.success(STUDENT_MESSAGES.updated);
      return true;
    } catch (error) {
      notify.error(refusalOr(error, STUDENT_MESSAGES.updateFailed));
      return false;
    }
  };

  const remove = async (rows: StudentRow[]) => {
    try {
      await deleteStudents.mutateAsync(rows.map((row) => row.id));
      notify.success(rows.length > 1 ? STUDENT_MESSAGES.deletedMany : STUDENT_MESSAGES.deletedOne);
    } catch (error) {
      notify.error(refusalOr(error, STUDENT_MESSAGES.deleteFailed));
    }
  };

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
      void queryClient.invalidateQueries({ queryKey: studentKeys.all });
    } catch (error) {
      console.error('[academic_ui] student upload failed', error);
      notify.error(STUDENT_MESSAGES.uploadFailed);
    }
  };

  const confirmDocumentRemoval = async () => {
    const pending = documentToRemove;
    setDocumentToRemove(null);
    if (!pending) return;
    const remaining = pending.documentos.filter((url) => url !== pending.url);
    try {
      const answer = await keepDocuments.mutateAsync({ id: pending.studentId, documentos: remaining });
      setForm((current) =>
        current.id === pending.studentId
          ? {
              ...current,
              documentos: answer?.documentos ?? remaining,
              documentos_detalhes: answer?.documentos_detalhes ?? current.documentos_detalhes.filter((d) => d.url !== pending.url),
            }
          : current,
      );
      notify.success(STUDENT_MESSAGES.updated);
    } catch (error) {
      notify.error(refusalOr(error, STUDENT_MESSAGES.updateFailed));
    }
  };

  return (
    <PageCard
      title={title}
      action={
        can.create ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate} disabled={!students.isSuccess}>
            {interested ? 'Novo Interessado' : 'Novo Aluno'}
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        {students.error && (
          <Alert severity="error" data-testid="page-error">
            {refusalOr(students.error, STUDENT_MESSAGES.loadFailed)}
          </Alert>
        )}
        <DataTable<StudentRow>
          aria-label={title}
          columns={columns}
          data={students.rows}
          getRowId={(row) => row.id}
          isLoading={students.isLoading}
          server={students.server}
          onEdit={can.update ? openEdit : undefined}
          onDelete={can.delete ? remove : undefined}
          onUpload={editing ? startUpload : undefined}
          exportFileName={studentsCsvFileName(title)}
          buildExport={buildStudentsCsv}
          renderDetailPanel={(row) => (
            <StudentDetailPanel
              row={row}
              onRemoveDocument={
                can.update
                  ? (student, url) => setDocumentToRemove({ studentId: student.id, documentos: student.documentos, url })
                  : undefined
              }
            />
          )}
          expandedRowIds={expanded}
          onExpandedRowIdsChange={setExpanded}
        />
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          data-testid="student-files-input"
          aria-label="Arquivos do aluno"
          onChange={(event) => void upload(Array.from(event.target.files ?? []))}
        />
      </Stack>
      {editing && (
        <FormModal
          open={modal.open}
          title={`Dados do ${title}`}
          onClose={() => setModal((m) => ({ ...m, open: false }))}
          onSave={save}
          saving={createStudent.isPending || updateStudent.isPending}
          saveDisabled={!form.nome_aluno.trim()}
        >
          <StudentForm
            mode={modal.mode}
            data={form}
            onChange={setForm}
            statuses={statuses.data ?? []}
            channels={channels.data ?? []}
            trainings={trainings.data ?? []}
            onRemoveDocument={
              can.update && form.id !== undefined
                ? (url) => setDocumentToRemove({ studentId: form.id!, documentos: form.documentos, url })
                : undefined
            }
          />
        </FormModal>
      )}
      <ConfirmDialog
        open={documentToRemove !== null}
        text={STUDENT_MESSAGES.confirmDocument}
        confirmLabel="Excluir"
        onConfirm={() => void confirmDocumentRemoval()}
        onCancel={() => setDocumentToRemove(null)}
      />
      <Notification {...notificationProps} />
    </PageCard>
  );
}
