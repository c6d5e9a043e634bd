import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { useSearchParams } from 'react-router-dom';
import { UserType, type ClassRow } from '@treina/contracts';
import {
  DataTable,
  FormDraftOffers,
  FormModal,
  Notification,
  PageCard,
  useFormDrafts,
  useFormState,
  useNotification,
  type StoredFormDraft,
} from '@treina/ui-kit';
import { refusalOr, useCrudPermissions, useCurrentUser, usePrefetchWhenIdle } from '@treina/web-platform';
import { useCreateClass, useDeleteClasses, useUpdateClass } from '../api/class-mutations';
import { useClassById, useClassesTable, useOwnClasses } from '../api/get-classes';
import { fetchStudent } from '../api/search-students';
import { buildClassesCsv, CLASSES_CSV_FILE } from '../class-csv';
import { classFormFromRow, classFormToInput, emptyClassForm, type ClassFormData } from '../class-form-data';
import { classFormErrors } from '../class-form-rules';
import type { AddStudentRow } from '../class-enrolment';
import { entriesForSave, hasUnsavedEnrolments } from '../class-enrolment-pending';
import { transferContextFrom } from '../class-enrolment-transfer';
import { classColumns } from './class-columns';
import { StaffClassDetail, StudentClassDetail } from './class-detail-panel';
import { ClassFormWithLists, prefetchClassForm } from './class-form-with-lists';
import { CalendarFeedCard } from '../../../shared/components/calendar-feed-card';

const CLASS_MESSAGES = {
  created: 'Turma criada com sucesso!',
  updated: 'Turma atualizada com sucesso!',
  deleted: 'Turma excluída com sucesso!',
  loadFailed: 'Ocorreu um erro ao consultar as turmas.',
  createFailed: 'Ocorreu um erro ao criar turma.',
  deleteFailed: 'Ocorreu um erro ao excluir turma(s).',
  updateFailed: 'Ocorreu um erro ao atualizar turma.',
} as const;

/** With ?classId=, how long after the rows load the first row's detail panel opens. */
const CLASS_AUTO_EXPAND_MS = 1000;

function parseId(text: string | null): number | null {
  return text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Turmas (/class[?classId=]): staff manage classes and their students; a student sees the classes that release content. */
export function ClassesPage() {
  const user = useCurrentUser();
  const isStudent = user?.id_tipo_usuario === UserType.ALUNO;
  const [searchParams] = useSearchParams();
  const classId = parseId(searchParams.get('classId'));
  const can = useCrudPermissions('class');
  const editing = !isStudent && (can.create || can.update);

  const paged = useClassesTable(!isStudent && classId === null);
  const one = useClassById(!isStudent ? classId : null);
  const own = useOwnClasses(isStudent);
  const createClass = useCreateClass();
  const updateClass = useUpdateClass();
  const deleteClasses = useDeleteClasses();
  const { notify, notificationProps } = useNotification();

  const serverMode = !isStudent && classId === null;
  const clientQuery = isStudent ? own : one;
  const ownRows = useMemo(
    () => (isStudent && classId !== null ? (own.data ?? []).filter((row) => row.id === classId) : (own.data ?? [])),
    [isStudent, classId, own.data],
  );
  const rows: readonly ClassRow[] = serverMode ? paged.rows : isStudent ? ownRows : (one.data ?? []);
  const loaded = serverMode ? paged.isSuccess : clientQuery.isSuccess;
  const loadError = serverMode ? paged.error : clientQuery.error;
  // Once the rows are here: what the form needs comes after what the screen shows.
  usePrefetchWhenIdle(prefetchClassForm, editing && loaded);

  const [expanded, setExpanded] = useState<string[]>([]);
  const firstRowId = rows[0]?.id;
  useEffect(() => {
    if (classId === null || firstRowId === undefined) return undefined;
    const timer = setTimeout(
      () => setExpanded((ids) => (ids.includes(String(firstRowId)) ? ids : [String(firstRowId), ...ids])),
      CLASS_AUTO_EXPAND_MS,
    );
    return () => clearTimeout(timer);
  }, [classId, firstRowId]);

  const [modal, setModal] = useState<{ open: boolean; mode: 'create' | 'update' }>({ open: false, mode: 'create' });
  const { form, setForm, reset, dirty } = useFormState<ClassFormData>(emptyClassForm());
  const drafts = useFormDrafts<ClassFormData>(user?.id_usuario, 'academic.class');
  /** The add-student row, filled in and not added: 'Salvar' takes it along. */
  const [enrolmentDraft, setEnrolmentDraft] = useState<AddStudentRow | null>(null);
  // The students added and not saved, or a filled-in add-student row: unsaved changes for the dialog's close guard.
  const hasPendingEnrolments = hasUnsavedEnrolments(form.alunos, enrolmentDraft);

  const formClassId = form.id;
  const loadTransferContext = useCallback(
    async (studentId: number) => transferContextFrom((await fetchStudent(studentId))?.turmas ?? [], formClassId),
    [formClassId],
  );

  const openCreate = () => {
    reset(emptyClassForm());
    setModal({ open: true, mode: 'create' });
  };
  const openEdit = (row: ClassRow) => {
    reset(classFormFromRow(row));
    setModal({ open: true, mode: 'update' });
  };

  // A draft of a class not on this page of the list reopens on its own: any change asks before closing.
  const restore = (offer: StoredFormDraft<ClassFormData>) => {
    const row = offer.recordId === null ? undefined : rows.find((item) => String(item.id) === offer.recordId);
    if (row) openEdit(row);
    else {
      reset(emptyClassForm());
      setModal({ open: true, mode: offer.recordId === null ? 'create' : 'update' });
    }
    drafts.take(offer);
    setForm(offer.data);
  };

  const save = async (): Promise<boolean> => {
    const students = entriesForSave(form.alunos, enrolmentDraft);
    if (students.alert !== undefined) {
      notify.error(students.alert);
      return false;
    }
    const input = classFormToInput({ ...form, alunos: students.entries });
    // FormModal saves only when classFormErrors finds nothing; null narrows the type.
    if (!input) return false;
    if (modal.mode === 'create') {
      try {
        await createClass.mutateAsync(input);
        notify.success(CLASS_MESSAGES.created);
        return true;
      } catch (error) {
        notify.error(refusalOr(error, CLASS_MESSAGES.createFailed));
        return false;
      }
    }
    try {
      await updateClass.mutateAsync({ ...input, id: form.id! });
      notify.success(CLASS_MESSAGES.updated);
      return true;
    } catch (error) {
      notify.error(refusalOr(error, CLASS_MESSAGES.updateFailed));
      return false;
    }
  };

  const remove = async (selected: ClassRow[]) => {
    try {
      await deleteClasses.mutateAsync(selected.map((row) => row.id));
      notify.success(CLASS_MESSAGES.deleted);
    } catch (error) {
      notify.error(refusalOr(error, CLASS_MESSAGES.deleteFailed));
    }
  };

  const columns = useMemo(() => classColumns(!isStudent), [isStudent]);

  return (
    <PageCard
      title="Turmas"
      action={
        !isStudent && can.create ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate} disabled={!loaded}>
            Nova Turma
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        {editing && loaded && <FormDraftOffers offers={drafts.offers} onRestore={restore} onDiscard={drafts.discard} />}
        {loadError && (
          <Alert severity="error" data-testid="page-error">
            {refusalOr(loadError, CLASS_MESSAGES.loadFailed)}
          </Alert>
        )}
        <DataTable<ClassRow>
          aria-label="Turmas"
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          isLoading={serverMode ? paged.isLoading : clientQuery.isLoading}
          server={serverMode ? paged.server : undefined}
          list={paged.list}
          initialSort={{ id: 'data_inicio', desc: true }}
          onEdit={!isStudent && can.update ? openEdit : undefined}
          onDelete={!isStudent && can.delete ? remove : undefined}
          exportFileName={isStudent ? null : CLASSES_CSV_FILE}
          buildExport={(exported) => buildClassesCsv(exported, !isStudent)}
          renderDetailPanel={(row) => (isStudent ? <StudentClassDetail row={row} /> : <StaffClassDetail row={row} />)}
          expandedRowIds={expanded}
          onExpandedRowIdsChange={setExpanded}
        />
        {isStudent && <CalendarFeedCard />}
      </Stack>
      {editing && (
        <FormModal
          open={modal.open}
          title="Dados da Turma"
          onClose={() => setModal((m) => ({ ...m, open: false }))}
          onSave={save}
          saving={createClass.isPending || updateClass.isPending}
          dirty={dirty || hasPendingEnrolments}
          errors={classFormErrors(form)}
          draft={{ storageKey: drafts.keyFor(form.id), data: form }}
        >
          <ClassFormWithLists
            data={form}
            onChange={setForm}
            loadTransferContext={loadTransferContext}
            onEnrolmentDraftChange={setEnrolmentDraft}
          />
        </FormModal>
      )}
      <Notification {...notificationProps} />
    </PageCard>
  );
}
