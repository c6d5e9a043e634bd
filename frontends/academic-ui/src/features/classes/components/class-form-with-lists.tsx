import { useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { preloadDatePicker } from '@treina/ui-kit';
import {
  classStatusesQuery,
  enrolmentStatusesQuery,
  paymentMethodsQuery,
  useClassStatuses,
  useEnrolmentStatuses,
  usePaymentMethods,
} from '../../../shared/api/get-reference-lists';
import { trainingsQuery, useTrainings } from '../../../shared/api/get-trainings';
import { instructorOptions, instructorsQuery, useUsers } from '../../../shared/api/get-users';
import { useEnrolmentCharges } from '../api/get-enrolment-charges';
import { ClassForm, type ClassFormProps } from './class-form';

/** What the class form needs, fetched ahead: its selects' lists (into the cache) and the date picker's code. The page asks for them when idle (usePrefetchWhenIdle). */
export const prefetchClassForm = (queryClient: QueryClient) =>
  Promise.all([
    preloadDatePicker(),
    queryClient.prefetchQuery(trainingsQuery()),
    queryClient.prefetchQuery(instructorsQuery()),
    queryClient.prefetchQuery(classStatusesQuery()),
    queryClient.prefetchQuery(enrolmentStatusesQuery()),
    queryClient.prefetchQuery(paymentMethodsQuery()),
  ]);

export type ClassFormWithListsProps = Omit<
  ClassFormProps,
  'trainings' | 'instructors' | 'classStatuses' | 'enrolmentStatuses' | 'paymentMethods' | 'enrolmentCharges'
>;

/**
 * The class form with its lists (trainings, instructors, statuses, payment methods) and each entry's
 * charges. Mounted only while the form's dialog is open, so the lists' answers draw the form and not
 * the page with its table.
 */
export function ClassFormWithLists(props: ClassFormWithListsProps) {
  const { data } = props;
  const trainings = useTrainings();
  const users = useUsers();
  const classStatuses = useClassStatuses();
  const enrolmentStatuses = useEnrolmentStatuses();
  const paymentMethods = usePaymentMethods();
  const enrolmentCharges = useEnrolmentCharges(data.id);
  const instructors = useMemo(
    () =>
      instructorOptions(users.data, data.id_instrutor !== '' ? { id: data.id_instrutor, nome: data.nome_instrutor ?? null } : undefined),
    [users.data, data.id_instrutor, data.nome_instrutor],
  );
  return (
    <ClassForm
      {...props}
      trainings={trainings.data ?? []}
      instructors={instructors}
      classStatuses={classStatuses.data ?? []}
      enrolmentStatuses={enrolmentStatuses.data ?? []}
      paymentMethods={paymentMethods.data ?? []}
      enrolmentCharges={enrolmentCharges}
    />
  );
}
