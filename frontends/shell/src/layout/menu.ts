import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupsIcon from '@mui/icons-material/Groups';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import PaidIcon from '@mui/icons-material/Paid';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import QuizIcon from '@mui/icons-material/Quiz';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import WorkIcon from '@mui/icons-material/Work';
import { hasAnyPermission, UserType, type PermissionGroup } from '@treina/contracts';

export interface MenuEntry {
  label: string;
  /** Route without the leading slash. */
  route: string;
  query?: string;
  /** The bare group name the user must hold. */
  permission: PermissionGroup;
  /** Instead of `permission`: any one of these group names opens the entry. */
  anyPermission?: readonly PermissionGroup[];
  icon: SvgIconComponent;
  /** Only these user types see the entry. */
  userTypes?: readonly number[];
  /** These user types never see the entry (students hold `class` too). */
  exceptUserTypes?: readonly number[];
}

/** The drawer's entries, in this order. */
const MENU_ENTRIES: readonly MenuEntry[] = [
  // An instructor's landing screen.
  {
    label: 'Minhas Aulas',
    route: 'minhas-aulas',
    permission: 'class',
    userTypes: [UserType.INSTRUTOR],
    icon: AssignmentTurnedInIcon,
  },
  { label: 'Atividades', route: 'activities', permission: 'activities', icon: AssignmentIcon },
  { label: 'Serviços', route: 'services', permission: 'services', icon: WorkIcon },
  { label: 'Clientes', route: 'customer', permission: 'customer', icon: BusinessIcon },
  { label: 'Turmas', route: 'class', permission: 'class', icon: GroupsIcon },
  { label: 'Agenda', route: 'agenda', permission: 'class', exceptUserTypes: [UserType.ALUNO], icon: CalendarMonthIcon },
  { label: 'Alunos', route: 'student', query: 'studentType=student', permission: 'student', icon: SchoolIcon },
  {
    label: 'Interessados',
    route: 'student',
    query: 'studentType=interested',
    permission: 'student',
    icon: PersonSearchIcon,
  },
  { label: 'Treinamentos', route: 'training', permission: 'training', icon: MenuBookIcon },
  { label: 'Materiais', route: 'material', permission: 'material', icon: LibraryBooksIcon },
  { label: 'Usuários', route: 'user', permission: 'user', icon: ManageAccountsIcon },
  { label: 'Comissões', route: 'commissions', permission: 'commissions', icon: PaidIcon },
  { label: 'Extrato de comissões', route: 'comissoes/extrato', permission: 'commissions', icon: RequestQuoteIcon },
  { label: 'Cobranças', route: 'cobrancas', permission: 'charges', icon: ReceiptLongIcon },
  { label: 'Inadimplência', route: 'inadimplencia', permission: 'charges', icon: MoneyOffIcon },
  // A student's own charges, to pay by PIX.
  { label: 'Financeiro', route: 'financeiro', permission: 'class', userTypes: [UserType.ALUNO], icon: AccountBalanceWalletIcon },
  // Practice exams: staff build question banks and exams; a student takes the exams of their trainings.
  { label: 'Simulados', route: 'simulados', permission: 'exams', icon: FactCheckIcon },
  { label: 'Questões', route: 'questoes', permission: 'exams', icon: QuizIcon },
  { label: 'Meus simulados', route: 'meus-simulados', permission: 'class', userTypes: [UserType.ALUNO], icon: FactCheckIcon },
  // Not in the product's list: the Painel (finance_ui) for those who see commissions or configuration.
  { label: 'Painel', route: 'dashboard', permission: 'commissions', anyPermission: ['commissions', 'config'], icon: DashboardIcon },
  { label: 'Configurações', route: 'config', permission: 'config', icon: SettingsIcon },
];

export function menuHref(entry: MenuEntry): string {
  return `/${entry.route}${entry.query ? `?${entry.query}` : ''}`;
}

/** Entries the user may open: those whose group name is in the session's permissions and that are for the user's type. */
export function visibleMenuEntries(permissions: readonly string[], userType?: number): MenuEntry[] {
  return MENU_ENTRIES.filter(
    (entry) =>
      hasAnyPermission(permissions, entry.anyPermission ?? [entry.permission]) &&
      (!entry.userTypes || (userType !== undefined && entry.userTypes.includes(userType))) &&
      !(userType !== undefined && entry.exceptUserTypes?.includes(userType)),
  );
}
