import { UserType } from '@treina/contracts';
import type { FirstScreenTable } from '@treina/web-platform';
import { CLASSES_TABLE } from './features/classes/api/get-classes';
import { studentsTable } from './features/students/api/get-students';
import { studentListFromSearch } from './features/students/hooks/use-student-list-url';

/**
 * The list a screen shows first, as the screen itself will ask for it, so `preloadPage` can
 * start it while the screen's code still loads. Null where the first request depends on more
 * than the address and the user (a student's own classes, one class by id: small, not worth a guess).
 */
export const firstScreenTable: FirstScreenTable = (page, user, search) => {
  if (!user) return null;
  switch (page) {
    case 'ClassesPage':
      return user.id_tipo_usuario !== UserType.ALUNO && !search.has('classId') ? CLASSES_TABLE : null;
    case 'StudentsPage': {
      const { type, studentId } = studentListFromSearch(search);
      return studentsTable(type, studentId);
    }
    default:
      return null;
  }
};
