import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { StudentRow } from '@treina/contracts';
import {
  ConfirmDialog,
  DataTable,
  FormDraftOffers,
  FormModal,
  Notification,
  PageCard,
  useFormDrafts,
  useNotification,
  type StoredFormDraft,
} from '@treina/ui-kit';
import { refusalOr, useCrudPermissions, useCurrentUser, usePrefetchWhenIdle } from '@treina/web-platform';
import { useStudentsTable } from '../api/get-students';
import { useDeleteStudents } from '../api/student-mutations';
import { useDocumentRemoval } from '../hooks/use-document-removal';
import { useStudentFormModal } from '../hooks/use-student-form-modal';
import { useExpandedStudentRows, useStudentListUrl } from '../hooks/use-student-list-url';
import { useStudentUpload } from '../hooks/use-student-upload';
import { buildStudentsCsv, studentsCsvFileName } from '../student-csv';
import type { StudentFormData } from '../student-form-data';
import { studentFormErrors } from '../student-form-rules';
import { STUDENT_MESSAGES } from '../student-messages';
import { studentColumns } from './student-columns';
import { StudentDetailPanel } from './student-detail-panel';
import { StudentFormWithLists, prefetchStudentForm } from './student-form-with-lists';

/** Alunos / Interessados (/student?studentType=student|interested[&studentId=]). */
export function StudentsPage() {
  const { interested, title, studentId, type } = useStudentListUrl();
  const can = useCrudPermissions('student');
  const editing = can.create || can.update;
  const students = useStudentsTable(type, studentId);
  // Once the rows are here: what the form needs comes after what the screen shows.
  usePrefetchWhenIdle(prefetchStudentForm, editing && students.isSuccess);
  const deleteStudents = useDeleteStudents();
  const { notify, notificationProps } = useNotification();

  const { expanded, setExpanded } = useExpandedStudentRows(studentId, students.rows);
  const modal = useStudentFormModal(notify);
  const { form } = modal;
  const drafts = useFormDrafts<StudentFormData>(useCurrentUser()?.id_usuario, `academic.${type}`);
  const restore = (offer: StoredFormDraft<StudentFormData>) => {
    drafts.take(offer);
    modal.reopen(
      offer.data,
      students.rows.find((row) => String(row.id) === offer.recordId),
    );
  };
  const { fileInput, startUpload, upload } = useStudentUpload(notify);
  const documentRemoval = useDocumentRemoval(modal.setForm, notify);

  const columns = useMemo(() => studentColumns(interested), [interested]);

  const remove = async (rows: StudentRow[]) => {
    try {
      await deleteStudents.mutateAsync(rows.map((row) => row.id));
      notify.success(rows.length > 1 ? STUDENT_MESSAGES.deletedMany : STUDENT_MESSAGES.deletedOne);
    } catch (error) {
      notify.error(refusalOr(error, STUDENT_MESSAGES.deleteFailed));
    }
  };

  return (
    <PageCard
      title={title}
      action={
        can.create ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={modal.openCreate} disabled={!students.isSuccess}>
            {interested ? 'Novo Interessado' : 'Novo Aluno'}
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        {editing && students.isSuccess && <FormDraftOffers offers={drafts.offers} onRestore={restore} onDiscard={drafts.discard} />}
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
          list={students.list}
          onEdit={can.update ? modal.openEdit : undefined}
          onDelete={can.delete ? remove : undefined}
          onUpload={editing ? startUpload : undefined}
          exportFileName={studentsCsvFileName(title)}
          buildExport={buildStudentsCsv}
          renderDetailPanel={(row) => (
            <StudentDetailPanel
              row={row}
              onRemoveDocument={can.update ? (student, url) => documentRemoval.ask(student.id, student.documentos, url) : undefined}
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
          title={interested ? 'Dados do Interessado' : 'Dados do Aluno'}
          onClose={modal.close}
          onSave={modal.save}
          saving={modal.saving}
          dirty={modal.dirty}
          errors={studentFormErrors(form)}
          draft={{ storageKey: drafts.keyFor(form.id), data: form }}
        >
          <StudentFormWithLists
            mode={modal.mode}
            data={form}
            onChange={modal.setForm}
            onRemoveDocument={
              can.update && form.id !== undefined ? (url) => documentRemoval.ask(form.id!, form.documentos, url) : undefined
            }
          />
        </FormModal>
      )}
      <ConfirmDialog
        open={documentRemoval.open}
        text={STUDENT_MESSAGES.confirmDocument}
        confirmLabel="Excluir"
        onConfirm={() => void documentRemoval.confirm()}
        onCancel={documentRemoval.cancel}
      />
      <Notification {...notificationProps} />
    </PageCard>
  );
}
