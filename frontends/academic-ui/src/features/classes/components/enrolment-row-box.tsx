import type { ReactNode, Ref } from 'react';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';

export interface EnrolmentRowBoxProps {
  label: string;
  children: ReactNode;
  /** Cancelled (4) and transfer-requested (6) rows: their fields fade, the student's name stays fully readable. */
  dimmed?: boolean;
  /** Added in this form and not saved yet: framed and tinted in the warning colour. */
  pending?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** One row of 'Alunos nesta Turma' (the add-student row or a student), a group named by `label`. */
export function EnrolmentRowBox({ label, children, dimmed = false, pending = false, ref }: EnrolmentRowBoxProps) {
  return (
    <Paper
      ref={ref}
      variant="outlined"
      role="group"
      aria-label={label}
      data-dimmed={dimmed ? 'true' : undefined}
      data-pending={pending ? 'true' : undefined}
      sx={(theme) => ({
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'center',
        scrollMarginTop: theme.spacing(10),
        ...(dimmed && { bgcolor: 'action.hover', '& > :not([data-row-name])': { opacity: 0.6 } }),
        ...(pending && { borderColor: 'warning.main', borderWidth: 2, bgcolor: alpha(theme.palette.warning.main, 0.08) }),
      })}
    >
      {children}
    </Paper>
  );
}
