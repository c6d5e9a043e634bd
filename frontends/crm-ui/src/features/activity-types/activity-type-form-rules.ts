import type { FieldErrors } from '@treina/ui-kit';
import type { ActivityTypeFormData } from './components/activity-type-form';

const ACTIVITY_TYPE_FORM_ERRORS = { name: 'Informe o nome do tipo de atividade.' } as const;

/** What keeps the activity type from being saved: its name (the service type is optional). */
export function activityTypeFormErrors(form: ActivityTypeFormData): FieldErrors {
  return { nome: form.nome.trim() ? undefined : ACTIVITY_TYPE_FORM_ERRORS.name };
}
