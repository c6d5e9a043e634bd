import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createTreinaTheme } from '@treina/ui-kit/theme';

/** The product's one theme object, made when the first MUI screen loads. */
const theme = createTreinaTheme();

/** MUI's theme and baseline, around every screen drawn with MUI (all but the login page). */
export function MuiRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
