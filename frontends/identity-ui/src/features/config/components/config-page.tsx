import Alert from '@mui/material/Alert';
import { PageCard, TabsPanel } from '@treina/ui-kit';
import { RemotePage } from '@treina/web-platform';
import { DefaultPermissionsForm } from './default-permissions-form';

const ACTIVITY_TYPES_UNAVAILABLE = 'Os Tipos de Atividades ainda não estão disponíveis.';

/**
 * Configurações (/config). The 'Tipos de Atividades' tab belongs to the CRM domain: it
 * shows crm_ui's ActivityTypesPanel when /remotes.json lists crm_ui.
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
          { label: 'Permissões Padrão', content: <DefaultPermissionsForm /> },
        ]}
      />
    </PageCard>
  );
}
