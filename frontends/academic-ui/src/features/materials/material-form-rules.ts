import type { FieldErrors } from '@treina/ui-kit';
import type { MaterialFormData } from './components/material-form';

const MATERIAL_FORM_ERRORS = {
  name: 'Informe o nome do material.',
  uploading: 'Aguarde o envio do arquivo terminar.',
} as const;

/** What keeps the material from being saved: its name, and a file still being sent. */
export function materialFormErrors(form: MaterialFormData, uploading: boolean): FieldErrors {
  return {
    nome_material: form.nome_material.trim() ? undefined : MATERIAL_FORM_ERRORS.name,
    url: uploading ? MATERIAL_FORM_ERRORS.uploading : undefined,
  };
}
