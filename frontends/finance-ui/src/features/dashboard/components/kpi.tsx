import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** One headline figure; `wide`: a figure that needs two columns' room (money) on a narrow screen. */
export function Kpi({ label, value, hint, wide = false }: { label: string; value: string; hint?: string; wide?: boolean }) {
  return (
    // Two columns exist from about 370px of screen (two 10rem columns, the gap and the page's padding).
    <Card variant="outlined" sx={wide ? { '@media (min-width: 370px)': { gridColumn: 'span 2' } } : undefined}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {/* A figure is never cut or broken: it keeps one line, and the grid gives it the room. */}
        <Typography
          variant="h5"
          component="p"
          data-testid={`kpi-${label}`}
          sx={{ whiteSpace: 'nowrap', fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
        >
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
