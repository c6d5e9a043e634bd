import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';

/** One row of 'Alunos nesta Turma' (the add-student row or a student), a group named by `label`. */
export function EnrolmentRowBox({ label, children, dimmed = false }: { label: string; children: ReactNode; dimmed?: boolean }) {
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={label}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'center',
        opacity: dimmed ? 0.6 : 1,
      }}
    >
      {children}
    </Paper>
  );
}
