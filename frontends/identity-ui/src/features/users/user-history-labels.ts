import type { AuditFieldChange } from '@treina/contracts';
import { PERMISSION_ACTIONS, PERMISSION_GROUPS, VIEW_PERMISSION_LABEL } from '@treina/contracts';
import { describeFields, historyList, historyName, type DescribedChange, type HistoryValueText } from '@treina/ui-kit';

const GROUP_LABELS = new Map<string, string>(PERMISSION_GROUPS.map((group) => [group.key, group.label]));

/** A permission as the form's boxes show it: 'Clientes: Criação', 'Alunos: Visualização'; an unknown one by its name. */
const permissionLabel: HistoryValueText = (value) => {
  const name = String(value);
  const group = GROUP_LABELS.get(name);
  if (group) return `${group}: ${VIEW_PERMISSION_LABEL}`;
  const action = PERMISSION_ACTIONS.find((candidate) => name.endsWith(`_${candidate.key}`));
  const actionGroup = action ? GROUP_LABELS.get(name.slice(0, -action.key.length - 1)) : undefined;
  return action && actionGroup ? `${actionGroup}: ${action.label}` : name;
};

/**
 * A user history change in the Usuários form's words; the session events (log-in, log-out,
 * password reset) carry the client's address. Passwords come as '(oculto)' from the server.
 */
export function describeUserChange(change: AuditFieldChange, userTypes: ReadonlyMap<number, string>): DescribedChange {
  return describeFields(
    {
      nome: ['Nome'],
      email: ['E-mail'],
      senha: ['Senha'],
      status: ['Status Ativo'],
      id_tipo_usuario: ['Tipo de Usuário', historyName(userTypes)],
      permissions: ['Permissões', historyList(permissionLabel)],
      endereco_ip: ['Endereço IP'],
    },
    change,
  );
}
