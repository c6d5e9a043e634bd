import Alert from '@mui/material/Alert';
import { PageCard, TabsPanel } from '@treina/ui-kit';
import { RemotePage } from '@treina/web-platform';
import { DefaultPermissionsForm } from './default-permissions-form';

const ACTIVITY_TYPES_UNAVAILABLE = 'Os Tipos de Atividades ainda não estão disponíveis.';
const PERIOD_TIMES_UNAVAILABLE = 'Os Horários das Aulas ainda não estão disponíveis.';

/**
 * Configurações (/config). The 'Tipos de Atividades' tab belongs to the CRM domain and
 * 'Horários das Aulas' to the academic one: each shows its remote's panel when /remotes.json lists it.
 */
export function ConfigPage() {
  return (
    <PageCard title="Configurações">
      <TabsPanel
        aria-label="Configurações"
        tabs={[
          {
            label: 'Tipos de Atividades',
            content: (
              <RemotePage
                remote="crm_ui"
                page="ActivityTypesPanel"
                unavailable={
                  <Alert severity="info" data-testid="activity-types-unavailable">
                    {ACTIVITY_TYPES_UNAVAILABLE}
                  </Alert>
                }
              />
            ),
          },
          {
            label: 'Horários das Aulas',
            content: (
              <RemotePage
                remote="academic_ui"
                page="PeriodTimesPanel"
                unavailable={
                  <Alert severity="info" data-testid="period-times-unavailable">
                    {PERIOD_TIMES_UNAVAILABLE}
                  </Alert>
                }
              />
            ),
          },
          { label: 'Permissões Padrão', content: <DefaultPermissionsForm /> },
        ]}
      />
    </PageCard>
  );
}
