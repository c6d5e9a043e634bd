import { useMemo } from 'react';
import type { ClassRow } from '@treina/contracts';
import { RecordHistory } from '@treina/ui-kit';
import { useRecordHistoryView } from '@treina/web-platform';
import { useClassStatuses, useEnrolmentStatuses, usePaymentMethods } from '../../../shared/api/get-reference-lists';
import { useTrainings } from '../../../shared/api/get-trainings';
import { useUsers } from '../../../shared/api/get-users';
import { useClassSessions } from '../api/get-class-sessions';
import { describeClassChange, type ClassHistoryNames } from '../class-history-labels';

/** The class's 'Histórico', for users with the `audit` permission: who changed the class and its students. */
export function ClassHistorySection({ row }: { row: ClassRow }) {
  const view = useRecordHistoryView('classes', row.id);
  const allowed = view !== null;
  const trainings = useTrainings(allowed);
  const users = useUsers(allowed);
  const classStatuses = useClassStatuses(allowed);
  const enrolmentStatuses = useEnrolmentStatuses(allowed);
  const paymentMethods = usePaymentMethods(allowed);
  const sessions = useClassSessions(row.id, allowed);
  const names = useMemo<ClassHistoryNames>(
    () => ({
      students: new Map(row.alunos.map((entry) => [entry.id_aluno, entry.nome_aluno])),
      trainings: new Map((trainings.data ?? []).map((training) => [training.id, training.nome_treinamento])),
      users: new Map([
        ...(users.data ?? []).map((user) => [user.id_usuario, user.nome] as const),
        ...(row.id_instrutor ? [[row.id_instrutor, row.nome_instrutor ?? ''] as const] : []),
      ]),
      classStatuses: new Map((classStatuses.data ?? []).map((status) => [status.id_status_turma, status.nome_status_turma])),
      enrolmentStatuses: new Map(
        (enrolmentStatuses.data ?? []).map((status) => [status.id_status_inscricao, status.nome_status_inscricao]),
      ),
      paymentMethods: new Map((paymentMethods.data ?? []).map((method) => [method.id_forma_pagto, method.nome_forma_pagto])),
      sessions: new Map((sessions.data ?? []).map((session) => [session.id, session.data])),
    }),
    [row, trainings.data, users.data, classStatuses.data, enrolmentStatuses.data, paymentMethods.data, sessions.data],
  );
  return view && <RecordHistory {...view} describe={(change) => describeClassChange(change, names)} />;
}
