import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Página não encontrada
        </Typography>
        <Typography color="text.secondary">O endereço acessado não existe.</Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to="/">
          Voltar ao início
        </Button>
      </CardActions>
    </Card>
  );
}
