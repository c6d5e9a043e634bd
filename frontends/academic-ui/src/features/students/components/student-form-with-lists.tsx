import type { QueryClient } from '@tanstack/react-query';
import { preloadDatePicker } from '@treina/ui-kit';
import { channelsQuery, studentStatusesQuery, useChannels, useStudentStatuses } from '../../../shared/api/get-reference-lists';
import { trainingsQuery, useTrainings } from '../../../shared/api/get-trainings';
import { StudentForm, type StudentFormProps } from './student-form';

/** What the student form needs, fetched ahead: its selects' lists (into the cache) and the date picker's code. The page asks for them when idle (usePrefetchWhenIdle). */
export const prefetchStudentForm = (queryClient: QueryClient) =>
  Promise.all([
    preloadDatePicker(),
    queryClient.prefetchQuery(studentStatusesQuery()),
    queryClient.prefetchQuery(channelsQuery()),
    queryClient.prefetchQuery(trainingsQuery()),
  ]);

export type StudentFormWithListsProps = Omit<StudentFormProps, 'statuses' | 'channels' | 'trainings'>;

/**
 * The student form with its lists (statuses, channels, trainings). It lives in the form's dialog,
 * mounted only while the dialog is open, so the lists' answers draw the form and not the page with
 * its table.
 */
export function StudentFormWithLists(props: StudentFormWithListsProps) {
  const statuses = useStudentStatuses();
  const channels = useChannels();
  const trainings = useTrainings();
  return <StudentForm {...props} statuses={statuses.data ?? []} channels={channels.data ?? []} trainings={trainings.data ?? []} />;
}
