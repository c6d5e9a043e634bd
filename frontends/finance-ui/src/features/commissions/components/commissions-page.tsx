import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { COMMISSIONS_CSV_FILE, type CommissionRow } from '@treina/contracts';
import { DataTable, PageCard } from '@treina/ui-kit';
import { errorMessage } from '@treina/web-platform';
import { useCommissionsTable } from '../api/get-commissions';
import { COMMISSION_COLUMNS } from './commission-columns';

const COMMISSIONS_LOAD_FAILED = 'Ocorreu um erro ao consultar as comissões.';

/** Comissões (/commissions): read-only, server-side paged, CSV relatorio_comissoes.csv. */
export function CommissionsPage() {
  const commissions = useCommissionsTable();
  return (
    <PageCard title="Comissões">
      <Stack spacing={2}>
        {commissions.error && (
          <Alert severity="error" data-testid="page-error">
            {errorMessage(commissions.error, COMMISSIONS_LOAD_FAILED)}
          </Alert>
        )}
        <DataTable<CommissionRow>
          aria-label="Comissões"
          columns={COMMISSION_COLUMNS}
          data={commissions.rows}
          getRowId={(row) => row.id}
          isLoading={commissions.isLoading}
          server={commissions.server}
          list={commissions.list}
          exportFileName={COMMISSIONS_CSV_FILE}
        />
      </Stack>
    </PageCard>
  );
}
