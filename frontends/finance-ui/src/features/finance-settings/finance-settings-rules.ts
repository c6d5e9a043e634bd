import type { FinanceSettings } from '@treina/contracts';
import type { FieldErrors } from '@treina/ui-kit';

/** What a PIX code can carry: the receiver's name and city are cut short by the BR Code format. */
export const FINANCE_SETTINGS_LIMITS = { chave_pix: 77, nome_recebedor: 25, cidade: 15 } as const;

export const FINANCE_SETTINGS_TEXT = {
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  requiredWithKey: 'Obrigatório quando há chave PIX.',
} as const;

/** The settings as they will be sent: spaces around each value removed. */
export function trimSettings(settings: FinanceSettings): FinanceSettings {
  return { chave_pix: settings.chave_pix.trim(), nome_recebedor: settings.nome_recebedor.trim(), cidade: settings.cidade.trim() };
}

/** The form's invalid fields: too long, or the name and city missing while a PIX key is given. */
export function financeSettingsErrors(settings: FinanceSettings): FieldErrors {
  const trimmed = trimSettings(settings);
  const errors: FieldErrors = {};
  for (const field of ['chave_pix', 'nome_recebedor', 'cidade'] as const) {
    if (trimmed[field].length > FINANCE_SETTINGS_LIMITS[field])
      errors[field] = FINANCE_SETTINGS_TEXT.tooLong(FINANCE_SETTINGS_LIMITS[field]);
    else if (field !== 'chave_pix' && trimmed.chave_pix && !trimmed[field]) errors[field] = FINANCE_SETTINGS_TEXT.requiredWithKey;
  }
  return errors;
}
