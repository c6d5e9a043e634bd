import type { PermissionGroup } from '@treina/contracts';
import type { RemoteName } from '@treina/web-platform';

export interface RemoteRoute {
  /** The route, without the leading slash (exact match). */
  path: string;
  remote: RemoteName;
  /** Named export of the remote's `./pages` module. */
  page: string;
  /**
   * Query parameters that name another screen on the same path (/student?studentType=…): a change
   * of one remounts the screen. The rest of the query is the list's own state (search, sort, page)
   * and never remounts it.
   */
  remountOn?: readonly string[];
  /** The screen's name: the browser tab's title ('Turmas · Treina'). */
  title: string;
  /** Any one of these groups opens the screen (the menu's rule); absent: every logged-in user (Meu Perfil). */
  permissions?: readonly PermissionGroup[];
  /** Only these user types open the screen. */
  userTypes?: readonly number[];
  /** These user types never open it (a student holds `class` too). */
  exceptUserTypes?: readonly number[];
}

/**
 * Which remote renders each route. Routes of domains whose remote is not deployed show
 * the "not available" message with 'Tentar novamente' until /remotes.json lists it.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: 'activities', remote: 'crm_ui', page: 'ActivitiesPage', title: 'Atividades', permissions: ['activities'] },
  { path: 'services', remote: 'crm_ui', page: 'ServicesPage', title: 'Serviços', permissions: ['services'] },
  { path: 'customer', remote: 'crm_ui', page: 'CustomersPage', title: 'Clientes', permissions: ['customer'] },
  { path: 'user', remote: 'identity_ui', page: 'UsersPage', title: 'Usuários', permissions: ['user'] },
  { path: 'config', remote: 'identity_ui', page: 'ConfigPage', title: 'Configurações', permissions: ['config'] },
  { path: 'profile', remote: 'identity_ui', page: 'ProfilePage', title: 'Meu Perfil' },
  { path: 'material', remote: 'academic_ui', page: 'MaterialsPage', title: 'Materiais', permissions: ['material'] },
  { path: 'training', remote: 'academic_ui', page: 'TrainingsPage', title: 'Treinamentos', permissions: ['training'] },
  { path: 'class', remote: 'academic_ui', page: 'ClassesPage', remountOn: ['classId'], title: 'Turmas', permissions: ['class'] },
  { path: 'agenda', remote: 'academic_ui', page: 'AgendaPage', title: 'Agenda', permissions: ['class'], exceptUserTypes: [6] },
  // Any staff member's own sessions; the menu offers it to instructors (type 4), who land on it.
  {
    path: 'minhas-aulas',
    remote: 'academic_ui',
    page: 'MySessionsPage',
    title: 'Minhas Aulas',
    permissions: ['class'],
    exceptUserTypes: [6],
  },
  // The title depends on studentType (pageTitleOf).
  {
    path: 'student',
    remote: 'academic_ui',
    page: 'StudentsPage',
    remountOn: ['studentType', 'studentId'],
    title: 'Alunos',
    permissions: ['student'],
  },
  { path: 'commissions', remote: 'finance_ui', page: 'CommissionsPage', title: 'Comissões', permissions: ['commissions'] },
  { path: 'cobrancas', remote: 'finance_ui', page: 'ChargesPage', title: 'Cobranças', permissions: ['charges'] },
  { path: 'inadimplencia', remote: 'finance_ui', page: 'OverduePage', title: 'Inadimplência', permissions: ['charges'] },
  // A student's own charges (the server answers a student's session only).
  { path: 'financeiro', remote: 'finance_ui', page: 'MyChargesPage', title: 'Financeiro', permissions: ['class'], userTypes: [6] },
  {
    path: 'comissoes/extrato',
    remote: 'finance_ui',
    page: 'CommissionStatementsPage',
    title: 'Extrato de comissões',
    permissions: ['commissions'],
  },
  { path: 'dashboard', remote: 'finance_ui', page: 'DashboardPage', title: 'Painel', permissions: ['commissions', 'config'] },
  { path: 'questoes', remote: 'assessment_ui', page: 'QuestionsPage', title: 'Questões', permissions: ['exams'] },
  { path: 'simulados', remote: 'assessment_ui', page: 'ExamsPage', title: 'Simulados', permissions: ['exams'] },
  {
    path: 'resultados-simulado',
    remote: 'assessment_ui',
    page: 'ExamResultsPage',
    title: 'Resultados do simulado',
    permissions: ['exams'],
  },
  // A student's exams and attempts (a student takes them without the exams group).
  { path: 'meus-simulados', remote: 'assessment_ui', page: 'MyExamsPage', title: 'Meus simulados', permissions: ['class'], userTypes: [6] },
  // An attempt: the student's own, or any one for staff reviewing an exam's results (the server decides which).
  {
    path: 'meus-simulados/tentativa',
    remote: 'assessment_ui',
    page: 'AttemptPage',
    remountOn: ['id'],
    title: 'Simulado',
    permissions: ['class', 'exams'],
  },
];

/**
 * Whether a user holding `permissions`, of `userType`, may open the route's screen (the server refuses its data
 * otherwise). Plain code, no import: index.ts reaches this module before the shared libraries load.
 */
export function mayOpenRoute(
  route: Pick<RemoteRoute, 'permissions' | 'userTypes' | 'exceptUserTypes'>,
  permissions: readonly string[],
  userType?: number,
): boolean {
  if (route.userTypes && (userType === undefined || !route.userTypes.includes(userType))) return false;
  if (userType !== undefined && route.exceptUserTypes?.includes(userType)) return false;
  return !route.permissions || route.permissions.some((group) => permissions.includes(group));
}
