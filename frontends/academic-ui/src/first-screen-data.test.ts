import { describe, expect, it } from '@jest/globals';
import { UserType, type SessionUser } from '@treina/contracts';
import { serverTablePageQuery, initialServerTableState } from '@treina/web-platform';
import { firstScreenTable } from './first-screen-data';

const user = (id_tipo_usuario: number) => ({ id: 1, nome: 'Ana', id_tipo_usuario, permissoes: [] }) as unknown as SessionUser;
const firstKey = (page: string, who: SessionUser | null, search: string) => {
  const table = firstScreenTable(page, who, new URLSearchParams(search));
  return table && serverTablePageQuery(table, initialServerTableState(table)).queryKey;
};

describe('the first list a screen asks for', () => {
  it('is the Turmas first page, newest start date first, for staff on /class', () => {
    expect(firstKey('ClassesPage', user(UserType.ADMINISTRADOR), '')).toEqual([
      'academic',
      'classes',
      'paged',
      { page: 1, pageSize: 10, sort: '-data_inicio' },
    ]);
  });

  it('is nothing for a student, for /class?classId= and before the session is known', () => {
    expect(firstKey('ClassesPage', user(UserType.ALUNO), '')).toBeNull();
    expect(firstKey('ClassesPage', user(UserType.ADMINISTRADOR), 'classId=7')).toBeNull();
    expect(firstKey('ClassesPage', null, '')).toBeNull();
  });

  it('follows /student?studentType= and studentId as the Alunos / Interessados screen reads them', () => {
    expect(firstKey('StudentsPage', user(UserType.ADMINISTRADOR), '')).toEqual([
      'academic',
      'students',
      'list',
      { type: 'student', page: 1, pageSize: 10, sort: '-data_criacao' },
    ]);
    expect(firstKey('StudentsPage', user(UserType.ADMINISTRADOR), 'studentType=interested')).toEqual([
      'academic',
      'students',
      'list',
      { type: 'interested', page: 1, pageSize: 10, sort: '-data_criacao' },
    ]);
    expect(firstKey('StudentsPage', user(UserType.ADMINISTRADOR), 'studentId=42')).toEqual([
      'academic',
      'students',
      'list',
      { studentId: 42, page: 1, pageSize: 10, sort: '-data_criacao' },
    ]);
  });

  it('is nothing for screens that load no server list first', () => {
    expect(firstKey('MaterialsPage', user(UserType.ADMINISTRADOR), '')).toBeNull();
  });
});
