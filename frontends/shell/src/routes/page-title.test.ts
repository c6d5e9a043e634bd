import { expect, it } from '@jest/globals';
import { ALL_PERMISSION_NAMES } from '@treina/contracts';
import { visibleMenuEntries } from '../layout/menu';
import { documentTitleOf } from './page-title';
import { mayOpenRoute, REMOTE_ROUTES } from './remote-routes';
import { remoteRouteOf } from './preload-remote';

it('names every screen in the browser tab after the screen', () => {
  expect(documentTitleOf('/class', '?classId=3')).toBe('Turmas · Treina');
  expect(documentTitleOf('/student', '?studentType=student')).toBe('Alunos · Treina');
  expect(documentTitleOf('/student', '?studentType=interested')).toBe('Interessados · Treina');
  expect(documentTitleOf('/login', '')).toBe('Entrar · Treina');
  expect(documentTitleOf('/profile', '')).toBe('Meu Perfil · Treina');
  expect(documentTitleOf('/certificado/ABC', '')).toBe('Verificação de Certificado · Treina');
  expect(documentTitleOf('/nao-existe', '')).toBe('Página não encontrada · Treina');
  expect(documentTitleOf('/', '')).toBe('Treina');
  // Each menu entry's screen is titled with the entry's own label.
  for (const entry of visibleMenuEntries(ALL_PERMISSION_NAMES, 4)) {
    expect(documentTitleOf(`/${entry.route}`, entry.query ? `?${entry.query}` : '')).toBe(`${entry.label} · Treina`);
  }
});

it('opens a screen by address only for holders of the permission its menu entry needs', () => {
  for (const entry of visibleMenuEntries(ALL_PERMISSION_NAMES, 4)) {
    const route = remoteRouteOf(`/${entry.route}`)!;
    const groups = entry.anyPermission ?? [entry.permission];
    for (const group of groups) expect(mayOpenRoute(route, [group], 4)).toBe(true);
    expect(mayOpenRoute(route, ['other'], 4)).toBe(false);
  }
  expect(
    mayOpenRoute(
      REMOTE_ROUTES.find((route) => route.path === 'profile')!,
      [],
    ),
  ).toBe(true);
});

it('keeps students out of Minhas Aulas and the Agenda, though they hold class', () => {
  const route = (path: string) => REMOTE_ROUTES.find((candidate) => candidate.path === path)!;
  expect(documentTitleOf('/minhas-aulas', '?aula=3')).toBe('Minhas Aulas · Treina');
  expect(mayOpenRoute(route('minhas-aulas'), ['class'], 6)).toBe(false);
  expect(mayOpenRoute(route('minhas-aulas'), ['class'], 4)).toBe(true);
  expect(mayOpenRoute(route('minhas-aulas'), ['class'], 1)).toBe(true);
  expect(mayOpenRoute(route('agenda'), ['class'], 6)).toBe(false);
  expect(mayOpenRoute(route('agenda'), ['class'], 3)).toBe(true);
  expect(mayOpenRoute(route('class'), ['class'], 6)).toBe(true);
});

it("opens 'Financeiro' for students only, and 'Cobranças' and 'Inadimplência' for holders of charges", () => {
  const route = (path: string) => REMOTE_ROUTES.find((candidate) => candidate.path === path)!;
  expect(documentTitleOf('/financeiro', '')).toBe('Financeiro · Treina');
  expect(documentTitleOf('/cobrancas', '?filter.id_aluno=7')).toBe('Cobranças · Treina');
  expect(documentTitleOf('/inadimplencia', '')).toBe('Inadimplência · Treina');
  expect(mayOpenRoute(route('financeiro'), ['class'], 6)).toBe(true);
  expect(mayOpenRoute(route('financeiro'), ['class', 'charges'], 1)).toBe(false);
  expect(mayOpenRoute(route('cobrancas'), ['charges'], 3)).toBe(true);
  expect(mayOpenRoute(route('cobrancas'), ['class'], 6)).toBe(false);
  expect(mayOpenRoute(route('inadimplencia'), ['charges'], 1)).toBe(true);
});

it("opens 'Meus simulados' for students only, the exams' staff screens for holders of exams, and an attempt for both", () => {
  const route = (path: string) => REMOTE_ROUTES.find((candidate) => candidate.path === path)!;
  expect(documentTitleOf('/meus-simulados', '?treinamento=6')).toBe('Meus simulados · Treina');
  expect(documentTitleOf('/meus-simulados/tentativa', '?id=3')).toBe('Simulado · Treina');
  expect(documentTitleOf('/resultados-simulado', '?id=3')).toBe('Resultados do simulado · Treina');
  expect(mayOpenRoute(route('meus-simulados'), ['class'], 6)).toBe(true);
  expect(mayOpenRoute(route('meus-simulados'), ['class', 'exams'], 1)).toBe(false);
  expect(mayOpenRoute(route('simulados'), ['exams'], 4)).toBe(true);
  expect(mayOpenRoute(route('questoes'), ['class'], 6)).toBe(false);
  expect(mayOpenRoute(route('resultados-simulado'), ['class'], 1)).toBe(false);
  expect(mayOpenRoute(route('meus-simulados/tentativa'), ['class'], 6)).toBe(true);
  expect(mayOpenRoute(route('meus-simulados/tentativa'), ['exams'], 1)).toBe(true);
});
