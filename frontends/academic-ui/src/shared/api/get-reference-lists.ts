import { useQuery } from '@tanstack/react-query';
import type {
  ClassStatusRow,
  EnrolmentStatusRow,
  PaymentMethodRow,
  StudentChannelRow,
  StudentStatusRow,
  TrainingStatusRow,
} from '@treina/contracts';
import { apiGetQuery } from '@treina/web-platform';

/** Read-only lists: they change only with a migration. */
const REFERENCE_STALE_MS = 10 * 60_000;

const referenceKeys = {
  enrolmentStatuses: ['academic', 'reference', 'statusSubscriptions'] as const,
  trainingStatuses: ['academic', 'reference', 'statusCourses'] as const,
  classStatuses: ['academic', 'reference', 'statusClass'] as const,
  paymentMethods: ['academic', 'reference', 'paymentMethods'] as const,
  studentStatuses: ['academic', 'reference', 'statusStudents'] as const,
  channels: ['academic', 'reference', 'channelsStudents'] as const,
};

const reference = <T>(key: readonly string[], path: string) => ({ ...apiGetQuery<T[]>(key, path), staleTime: REFERENCE_STALE_MS });

export const enrolmentStatusesQuery = () => reference<EnrolmentStatusRow>(referenceKeys.enrolmentStatuses, '/statusSubscriptions');
const trainingStatusesQuery = () => reference<TrainingStatusRow>(referenceKeys.trainingStatuses, '/statusCourses');
export const classStatusesQuery = () => reference<ClassStatusRow>(referenceKeys.classStatuses, '/statusClass');
export const paymentMethodsQuery = () => reference<PaymentMethodRow>(referenceKeys.paymentMethods, '/paymentMethods');
export const studentStatusesQuery = () => reference<StudentStatusRow>(referenceKeys.studentStatuses, '/statusStudents');
export const channelsQuery = () => reference<StudentChannelRow>(referenceKeys.channels, '/channelsStudents');

export const useEnrolmentStatuses = (enabled = true) => useQuery({ ...enrolmentStatusesQuery(), enabled });
export const useTrainingStatuses = (enabled = true) => useQuery({ ...trainingStatusesQuery(), enabled });
export const useClassStatuses = (enabled = true) => useQuery({ ...classStatusesQuery(), enabled });
export const usePaymentMethods = (enabled = true) => useQuery({ ...paymentMethodsQuery(), enabled });
export const useStudentStatuses = (enabled = true) => useQuery({ ...studentStatusesQuery(), enabled });
export const useChannels = (enabled = true) => useQuery({ ...channelsQuery(), enabled });
