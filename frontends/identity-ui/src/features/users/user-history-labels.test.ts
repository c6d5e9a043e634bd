import { describe, expect, it } from '@jest/globals';
import { describeUserChange } from './user-history-labels';

const userTypes = new Map([
  [1, 'Administrador'],
  [2, 'Consultor'],
]);

describe('describeUserChange', () => {
  it('uses the user form labels and names the user type', () => {
    expect(describeUserChange({ campo: 'id_tipo_usuario', de: 1, para: 2 }, userTypes)).toEqual({
      label: 'Tipo de Usuário',
      from: 'Administrador',
      to: 'Consultor',
    });
    expect(describeUserChange({ campo: 'status', de: true, para: false }, userTypes)).toEqual({
      label: 'Status Ativo',
      from: 'Sim',
      to: 'Não',
    });
    expect(describeUserChange({ campo: 'senha', de: '(oculto)', para: '(oculto)' }, userTypes).to).toBe('(oculto)');
  });

  it('writes permissions as the form groups them and keeps an unknown one by its name', () => {
    expect(
      describeUserChange({ campo: 'permissions', de: ['customer'], para: ['customer', 'customer_create', 'novo'] }, userTypes),
    ).toEqual({
      label: 'Permissões',
      from: 'Clientes: Visualização',
      to: 'Clientes: Visualização, Clientes: Criação, novo',
    });
  });

  it("labels a session event's address", () => {
    expect(describeUserChange({ campo: 'endereco_ip', de: null, para: '127.0.0.1' }, userTypes)).toEqual({
      label: 'Endereço IP',
      from: '(vazio)',
      to: '127.0.0.1',
    });
  });
});
