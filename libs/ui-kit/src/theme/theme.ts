import { createTheme, type Theme } from '@mui/material/styles';

/**
 * Portuguese texts of the MUI components the product uses. (MUI's own
 * '@mui/material/locale' module carries every language, ~14 KiB gzipped, and would be
 * loaded whole by the login page; this is the pt-BR subset.)
 */
const ptBRComponents = {
  MuiAlert: { defaultProps: { closeText: 'Fechar' } },
  MuiAutocomplete: {
    defaultProps: {
      clearText: 'Limpar',
      closeText: 'Fechar',
      loadingText: 'Carregando…',
      noOptionsText: 'Sem opções',
      openText: 'Abrir',
    },
  },
  MuiTablePagination: {
    defaultProps: {
      labelRowsPerPage: 'Linhas por página',
      labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        `${from}–${to} de ${count !== -1 ? count : `mais de ${to}`}`,
      getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') =>
        ({ first: 'Primeira página', last: 'Última página', next: 'Próxima página', previous: 'Página anterior' })[type],
    },
  },
  MuiPagination: {
    defaultProps: {
      'aria-label': 'Navegação de paginação',
      getItemAriaLabel: (type: string, page: number | null, selected: boolean) => {
        if (type === 'page') return `${selected ? '' : 'Ir para a '}página ${page}`;
        return (
          (
            { first: 'Ir para a primeira página', last: 'Ir para a última página', next: 'Ir para a próxima página' } as Record<
              string,
              string
            >
          )[type] ?? 'Ir para a página anterior'
        );
      },
    },
  },
} as const;

/**
 * The keyboard focus ring of every control: a dark outline with a white gap inside it, so it stands out both on the white cards (outline
 * against white) and on the blue top bar (the gap against blue). Items of lists, menus and tabs draw it inside themselves, where their
 * scrolling containers do not cut it.
 */
export const FOCUS_RING_COLOR = '#0b3564';
const focusRing = { outline: `3px solid ${FOCUS_RING_COLOR}`, outlineOffset: 2, boxShadow: '0 0 0 2px #fff' };
const insetFocusRing = { outline: `3px solid ${FOCUS_RING_COLOR}`, outlineOffset: -3, boxShadow: 'none' };

/** The one theme of the product; the shell gives it to ThemeProvider. */
export function createTreinaTheme(): Theme {
  return createTheme({
    palette: {
      primary: { main: '#1f5fa8' },
      secondary: { main: '#00897b' },
      background: { default: '#f4f6f9' },
    },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      ...ptBRComponents,
      MuiCssBaseline: { styleOverrides: { 'a:focus-visible': focusRing } },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none', '&.Mui-focusVisible': insetFocusRing } } },
      MuiTextField: { defaultProps: { size: 'small' } },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    },
  });
}

/** Width of the side drawer. */
export const DRAWER_WIDTH = 240;
