import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type CommissionStatement, formatBRL } from '@treina/contracts';
import { percentText } from './commission-columns';

/** One seller's lines of the month and their total. */
export function StatementCard({ statement }: { statement: CommissionStatement }) {
  const seller = statement.nome_vendedor ?? `Vendedor ${statement.id_usuario}`;
  return (
    <Card variant="outlined" data-testid={`statement-${statement.id_usuario}`}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {seller}
        </Typography>
        <Table size="small" aria-label={`Extrato de ${seller}`}>
          <TableHead>
            <TableRow>
              <TableCell>Aluno</TableCell>
              <TableCell>Treinamento</TableCell>
              <TableCell>Tipo</TableCell>
              <TableCell align="right">Base</TableCell>
              <TableCell align="right">%</TableCell>
              <TableCell align="right">Comissão</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {statement.linhas.map((line, index) => (
              <TableRow key={`${line.id_matricula}-${line.tipo}-${index}`}>
                <TableCell>{line.nome_aluno}</TableCell>
                <TableCell>{line.nome_treinamento}</TableCell>
                <TableCell>{line.tipo}</TableCell>
                <TableCell align="right">{formatBRL(line.valor_base)}</TableCell>
                <TableCell align="right">{percentText(line.percentual)}</TableCell>
                <TableCell align="right">{formatBRL(line.valor_comissao)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={5}>
                <strong>Total</strong>
              </TableCell>
              <TableCell align="right" data-testid="statement-total">
                <strong>{formatBRL(statement.total)}</strong>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
