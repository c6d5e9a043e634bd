import { expect, it } from '@jest/globals';
import { ALL_PERMISSION_NAMES } from '@treina/contracts';
import { homePathFor } from '../session/session-api';
import { menuHref, visibleMenuEntries, type MenuEntry } from './menu';

it('lists every SPEC entry, in order, for a user holding every group', () => {
  expect(visibleMenuEntries(ALL_PERMISSION_NAMES).map((e) => [e.label, menuHref(e)])).toEqual([
    ['Atividades', '/activities'],
    ['Serviços', '/services'],
    ['Clientes', '/customer'],
    ['Turmas', '/class'],
    ['Alunos', '/student?studentType=student'],
    ['Interessados', '/student?studentType=interested'],
    ['Treinamentos', '/training'],
    ['Materiais', '/material'],
    ['Usuários', '/user'],
    ['Comissões', '/commissions'],
    ['Painel', '/dashboard'],
    ['Configurações', '/config'],
  ]);
});

it('shows an entry only for the bare group name, not for its actions', () => {
  expect(visibleMenuEntries(['activities', 'user_create', 'student']).map((e) => e.label)).toEqual([
    'Atividades',
    'Alunos',
    'Interessados',
  ]);
  expect(visibleMenuEntries([])).toEqual([]);
});

it('shows the Painel to holders of commissions or config', () => {
  expect(visibleMenuEntries(['commissions']).map((e) => e.label)).toEqual(['Comissões', 'Painel']);
  expect(visibleMenuEntries(['config']).map((e) => e.label)).toEqual(['Painel', 'Configurações']);
  expect(visibleMenuEntries(['commissions_create', 'config_update']).map((e) => e.label)).toEqual([]);
});

it('opens entries by the permission groups of @treina/contracts only', () => {
  // @ts-expect-error a misspelt group ('clas') or an action ('class_update') does not compile.
  const notGroups: Array<MenuEntry['permission']> = ['clas', 'class_update'];
  expect(visibleMenuEntries(notGroups)).toEqual([]);
});

it('sends students to /class and everyone else to /activities', () => {
  expect(homePathFor({ id_tipo_usuario: 6 })).toBe('/class');
  expect(homePathFor({ id_tipo_usuario: 1 })).toBe('/activities');
  expect(homePathFor({ id_tipo_usuario: 5 })).toBe('/activities');
});
