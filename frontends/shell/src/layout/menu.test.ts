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
    ['Agenda', '/agenda'],
    ['Alunos', '/student?studentType=student'],
    ['Interessados', '/student?studentType=interested'],
    ['Treinamentos', '/training'],
    ['Materiais', '/material'],
    ['Usuários', '/user'],
    ['Comissões', '/commissions'],
    ['Extrato de comissões', '/comissoes/extrato'],
    ['Cobranças', '/cobrancas'],
    ['Inadimplência', '/inadimplencia'],
    ['Simulados', '/simulados'],
    ['Questões', '/questoes'],
    ['Painel', '/dashboard'],
    ['Configurações', '/config'],
  ]);
});

it("offers 'Minhas Aulas' first to instructors and the Agenda to staff with class, never to students", () => {
  const instructor = ['activities', 'class', 'class_update', 'training', 'material', 'student'];
  expect(visibleMenuEntries(instructor, 4).map((e) => [e.label, menuHref(e)])).toEqual([
    ['Minhas Aulas', '/minhas-aulas'],
    ['Atividades', '/activities'],
    ['Turmas', '/class'],
    ['Agenda', '/agenda'],
    ['Alunos', '/student?studentType=student'],
    ['Interessados', '/student?studentType=interested'],
    ['Treinamentos', '/training'],
    ['Materiais', '/material'],
  ]);
  expect(visibleMenuEntries(['class'], 6).map((e) => e.label)).toEqual(['Turmas', 'Financeiro', 'Meus simulados']);
  expect(visibleMenuEntries(['class'], 3).map((e) => e.label)).toEqual(['Turmas', 'Agenda']);
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
  expect(visibleMenuEntries(['commissions']).map((e) => e.label)).toEqual(['Comissões', 'Extrato de comissões', 'Painel']);
  expect(visibleMenuEntries(['config']).map((e) => e.label)).toEqual(['Painel', 'Configurações']);
  expect(visibleMenuEntries(['commissions_create', 'config_update']).map((e) => e.label)).toEqual([]);
});

it('opens entries by the permission groups of @treina/contracts only', () => {
  // @ts-expect-error a misspelt group ('clas') or an action ('class_update') does not compile.
  const notGroups: Array<MenuEntry['permission']> = ['clas', 'class_update'];
  expect(visibleMenuEntries(notGroups)).toEqual([]);
});

it('sends students to /class, instructors to /minhas-aulas and everyone else to /activities', () => {
  expect(homePathFor({ id_tipo_usuario: 6 })).toBe('/class');
  expect(homePathFor({ id_tipo_usuario: 4 })).toBe('/minhas-aulas');
  expect(homePathFor({ id_tipo_usuario: 1 })).toBe('/activities');
  expect(homePathFor({ id_tipo_usuario: 5 })).toBe('/activities');
});

it("offers 'Cobranças' and 'Inadimplência' to holders of charges, and 'Financeiro' to students only", () => {
  expect(visibleMenuEntries(['charges']).map((e) => [e.label, menuHref(e)])).toEqual([
    ['Cobranças', '/cobrancas'],
    ['Inadimplência', '/inadimplencia'],
  ]);
  expect(visibleMenuEntries(['charges_update'])).toEqual([]);
  expect(visibleMenuEntries(['class'], 6).map((e) => menuHref(e))).toEqual(['/class', '/financeiro', '/meus-simulados']);
  expect(visibleMenuEntries(['class'], 1).map((e) => e.label)).not.toContain('Financeiro');
});

it("offers 'Simulados' and 'Questões' to holders of exams, and 'Meus simulados' to students only", () => {
  expect(visibleMenuEntries(['exams']).map((e) => [e.label, menuHref(e)])).toEqual([
    ['Simulados', '/simulados'],
    ['Questões', '/questoes'],
  ]);
  expect(visibleMenuEntries(['exams_create', 'exams_update'])).toEqual([]);
  expect(visibleMenuEntries(['class'], 4).map((e) => e.label)).not.toContain('Meus simulados');
});
