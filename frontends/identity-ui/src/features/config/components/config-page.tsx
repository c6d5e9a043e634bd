import Alert from '@mui/material/Alert';
import { PageCard, TabsPanel } from '@treina/ui-kit';
import { RemotePage, useAnyPermission, type RemoteName } from '@treina/web-platform';
import { DefaultPermissionsForm } from './default-permissions-form';

/** A tab another domain's remote renders, with what is said while /remotes.json does not list it. */
function RemoteTab({ remote, page, unavailable, testId }: { remote: RemoteName; page: string; unavailable: string; testId: string }) {
  return (
    <RemotePage
      remote={remote}
      page={page}
      unavailable={
        <Alert severity="info" data-testid={testId}>
          {unavailable}
        </Alert>
      }
    />
  );
}

/**
 * Configurações (/config). The 'Tipos de Atividades' tab belongs to the CRM domain (crm_ui's
 * ActivityTypesPanel) and 'Horários das Aulas' to the academic one (academic_ui's PeriodTimesPanel). The
 * 'Cobranças' tab (finance_ui's FinanceSettingsPanel) is for those the server lets read it: `charges` or `config_update`.
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
              <RemoteTab
                remote="crm_ui"
                page="ActivityTypesPanel"
                unavailable="Os Tipos de Atividades ainda não estão disponíveis."
                testId="activity-types-unavailable"
              />
            ),
          },
          {
            label: 'Horários das Aulas',
            content: (
              <RemoteTab
                remote="academic_ui"
                page="PeriodTimesPanel"
                unavailable="Os Horários das Aulas ainda não estão disponíveis."
                testId="period-times-unavailable"
              />
            ),
          },
          { label: 'Permissões Padrão', content: <DefaultPermissionsForm /> },
          ...(canSeePixSettings
            ? [
                {
                  label: 'Cobranças',
                  content: (
                    <RemoteTab
                      remote="finance_ui"
                      page="FinanceSettingsPanel"
                      unavailable="As configurações de cobrança ainda não estão disponíveis."
                      testId="finance-settings-unavailable"
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
