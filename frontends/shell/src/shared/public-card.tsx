import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';

/** Centered card of the MUI screens outside the layout (password change, certificate check); the login page has a look-alike without MUI (light-ui). */
export function PublicCard({ title, subheader, children }: { title: string; subheader: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Box sx={{ width: '100%', maxWidth: 420 }}>
        <Typography variant="h4" component="div" align="center" color="primary" sx={{ mb: 2, fontWeight: 700 }}>
          Treina
        </Typography>
        <Card variant="outlined">
          <CardHeader title={title} subheader={subheader} slotProps={{ title: { component: 'h1', variant: 'h5' } }} />
          <CardContent>{children}</CardContent>
        </Card>
      </Box>
    </Box>
  );
}
