import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const NO_PERMISSION_MESSAGE = 'Você não tem permissão para acessar esta página.';

/** What a screen opened by its address shows to a user without its permission: this, and nothing of the screen. */
export function NoPermissionPage({ title }: { title: string }) {
  return (
    <Card variant="outlined" data-testid="no-permission">
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography>{NO_PERMISSION_MESSAGE}</Typography>
      </CardContent>
    </Card>
  );
}
