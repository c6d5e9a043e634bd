import Alert from '@mui/material/Alert';
import { PageCard, TabsPanel } from '@treina/ui-kit';
import { RemotePage, useAnyPermission } from '@treina/web-platform';
import { DefaultPermissionsForm } from './default-permissions-form';

const ACTIVITY_TYPES_UNAVAILABLE = 'Os Tipos de Atividades ainda não estão disponíveis.';
const CHARGES_SETTINGS_UNAVAILABLE = 'As configurações de cobrança ainda não estão disponíveis.';

/**
 * Configurações (/config). The 'Tipos de Atividades' tab belongs to the CRM domain: it
 * shows crm_ui's ActivityTypesPanel when /remotes.json lists crm_ui. The 'Cobranças' tab
 * (finance_ui's FinanceSettingsPanel) is for those the server lets read it: `charges` or `config_update`.
 */
export function ConfigPage() {
  const canSeePixSettings = useAnyPermission(['charges', 'config_update']);
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
          ...(canSeePixSettings
            ? [
                {
                  label: 'Cobranças',
                  content: (
                    <RemotePage
                      remote="finance_ui"
                      page="FinanceSettingsPanel"
                      unavailable={<Alert severity="info">{CHARGES_SETTINGS_UNAVAILABLE}</Alert>}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </PageCard>
  );
}
