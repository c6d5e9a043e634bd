import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';

export interface PageCardProps {
  title: string;
  subheader?: string;
  /** Right side of the header, e.g. the 'Novo …' button. */
  action?: ReactNode;
  children: ReactNode;
}

/** Each list screen is a card with a title. */
export function PageCard({ title, subheader, action, children }: PageCardProps) {
  return (
    <Card variant="outlined">
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{ title: { component: 'h1', variant: 'h5' } }}
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
