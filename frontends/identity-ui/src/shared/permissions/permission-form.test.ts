import { describe, expect, it } from '@jest/globals';
import { ALL_PERMISSION_NAMES } from '@treina/contracts';
import { checksFromIds, defaultChecksForType, groupPermissions, selectedPermissionIds } from './permission-form';

const permissions = ALL_PERMISSION_NAMES.map((nome, i) => ({ id_permissao: i + 1, nome }));

describe('permission form', () => {
  it('groups permissions with their labels, in the order of the form', () => {
    const groups = groupPermissions(permissions);
    expect(groups.map((g) => g.permission_group_name)).toEqual([
      'Usuários',
      'Clientes',
      'Serviços',
      'Atividades',
      'Configurações',
      'Materiais',
      'Comissões',
      'Treinamentos',
      'Turmas',
      'Alunos',
      'Privacidade',
      'Histórico',
      'Cobranças',
      'Simulados',
    ]);
    // The LGPD and audit groups have a view box only; charges are viewed and paid, never created or deleted by hand.
    expect(groups.slice(-4, -1).map((g) => g.permissions.map((p) => [p.label, p.nome]))).toEqual([
      [['Visualização', 'privacy']],
      [['Visualização', 'audit']],
      [
        ['Visualização', 'charges'],
        ['Atualização', 'charges_update'],
      ],
    ]);
    expect(groups.at(-1)!.permissions.map((p) => p.nome)).toEqual(['exams', 'exams_create', 'exams_update', 'exams_delete']);
    expect(groups[0]!.permissions.map((p) => [p.label, p.nome])).toEqual([
      ['Visualização', 'user'],
      ['Criação', 'user_create'],
      ['Atualização', 'user_update'],
      ['Exclusão', 'user_delete'],
    ]);
  });

  it('carries userPermissions as permission_{id} → boolean and reads back the true ones', () => {
    const checks = { ...checksFromIds([3, 1]), permission_7: false };
    expect(checks).toEqual({ permission_1: true, permission_3: true, permission_7: false });
    expect(selectedPermissionIds(checks)).toEqual([1, 3]);
  });

  it('replaces the checks with the chosen user type defaults', () => {
    const defaults = [
      { id_tipo_usuario: 3, id_permissao: 5 },
      { id_tipo_usuario: 3, id_permissao: 9 },
      { id_tipo_usuario: 5, id_permissao: 13 },
    ];
    expect(defaultChecksForType(3, defaults)).toEqual({ permission_5: true, permission_9: true });
    expect(defaultChecksForType(6, defaults)).toEqual({});
  });
});
