import { remoteRouteOf } from './preload-remote';

const PRODUCT_NAME = 'Treina';

/** The shell's own screens, by path. */
const SHELL_TITLES: Record<string, string> = {
  '/login': 'Entrar',
  '/change_password': 'Troca de Senha',
};

/**
 * The name of the screen at an address, as the browser tab shows it before ' · Treina':
 * 'Turmas', 'Alunos' or 'Interessados' (by studentType, as the screen titles itself),
 * 'Entrar'; null for '/' (it redirects at once).
 */
export function pageNameOf(pathname: string, search: string): string | null {
  if (SHELL_TITLES[pathname]) return SHELL_TITLES[pathname];
  if (pathname.startsWith('/certificado/')) return 'Verificação de Certificado';
  if (pathname === '/' || pathname === '') return null;
  const route = remoteRouteOf(pathname);
  if (!route) return 'Página não encontrada';
  if (route.path === 'student' && new URLSearchParams(search).get('studentType') === 'interested') return 'Interessados';
  return route.title;
}

/** The document title: 'Turmas · Treina'; just 'Treina' where the address names no screen. */
export function documentTitleOf(pathname: string, search: string): string {
  const name = pageNameOf(pathname, search);
  return name ? `${name} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
