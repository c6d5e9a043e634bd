import { describe, expect, it } from '@jest/globals';
import { activityTypeFormErrors } from './activity-type-form-rules';

describe('activityTypeFormErrors', () => {
  it('asks for a name and nothing else', () => {
    expect(activityTypeFormErrors({ nome: ' ', id_tipo_servico: '' })).toEqual({ nome: 'Informe o nome do tipo de atividade.' });
    expect(activityTypeFormErrors({ nome: 'Visita', id_tipo_servico: '' })).toEqual({});
  });
});
