/**
 * Query keys of the CRM lists. A mutation invalidates the key of what it changed;
 * every list and look-up reading that data refreshes.
 */
export const crmKeys = {
  activities: ['crm', 'activities'] as const,
  activityStatuses: ['crm', 'activityStatuses'] as const,
  activityTypes: ['crm', 'activityTypes'] as const,
  serviceTypes: ['crm', 'serviceTypes'] as const,
  customers: ['crm', 'customers'] as const,
  services: ['crm', 'services'] as const,
  students: ['crm', 'activityStudents'] as const,
  users: ['crm', 'users'] as const,
};
