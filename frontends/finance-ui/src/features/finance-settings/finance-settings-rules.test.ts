import { describe, expect, it } from '@jest/globals';
import { FINANCE_SETTINGS_TEXT, financeSettingsErrors, trimSettings } from './finance-settings-rules';

describe('Configurações > Cobranças: rules', () => {
  it('takes empty settings (no PIX yet) and a complete one', () => {
    expect(financeSettingsErrors({ chave_pix: '', nome_recebedor: '', cidade: '' })).toEqual({});
    expect(
      financeSettingsErrors({ chave_pix: 'financeiro@treina.dev', nome_recebedor: 'TREINA CURSOS LTDA', cidade: 'SAO PAULO' }),
    ).toEqual({});
  });

  it('refuses a name over 25 and a city over 15 characters, and needs both with a key', () => {
    expect(financeSettingsErrors({ chave_pix: 'x', nome_recebedor: 'A'.repeat(26), cidade: 'B'.repeat(16) })).toEqual({
      nome_recebedor: FINANCE_SETTINGS_TEXT.tooLong(25),
      cidade: FINANCE_SETTINGS_TEXT.tooLong(15),
    });
    expect(financeSettingsErrors({ chave_pix: '+5511999998888', nome_recebedor: ' ', cidade: '' })).toEqual({
      nome_recebedor: FINANCE_SETTINGS_TEXT.requiredWithKey,
      cidade: FINANCE_SETTINGS_TEXT.requiredWithKey,
    });
    expect(trimSettings({ chave_pix: ' k ', nome_recebedor: ' N ', cidade: ' C ' })).toEqual({
      chave_pix: 'k',
      nome_recebedor: 'N',
      cidade: 'C',
    });
  });
});
