import { describe, expect, it } from '@jest/globals';
import { materialFormErrors } from './material-form-rules';

describe('materialFormErrors', () => {
  it('asks for a name and waits for a file being sent', () => {
    expect(materialFormErrors({ nome_material: '', url: '' }, false)).toEqual({ nome_material: 'Informe o nome do material.' });
    expect(materialFormErrors({ nome_material: 'Apostila', url: '' }, true)).toEqual({ url: 'Aguarde o envio do arquivo terminar.' });
    expect(materialFormErrors({ nome_material: 'Apostila', url: '/files/a.pdf' }, false)).toEqual({});
  });
});
