import Alert from '@mui/material/Alert';
import { PageCard, TabsPanel } from '@treina/ui-kit';
import { RemotePage, type RemoteName } from '@treina/web-platform';
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
 * ActivityTypesPanel) and 'Horários das Aulas' to the academic one (academic_ui's PeriodTimesPanel).
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
        ]}
      />
    </PageCard>
  );
}
