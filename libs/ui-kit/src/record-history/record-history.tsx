import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../dates/format-date';

/**
 * The shapes of `GET /api/<resource>/{id}/history` (libs/contracts api/audit.ts), restated
 * here structurally: ui-kit depends on no other project, the contracts included.
 */
export type AuditAction =
  'create' | 'update' | 'delete' | 'login' | 'login_failed' | 'logout' | 'password_reset_requested' | 'password_reset';
export interface AuditFieldChange {
  campo: string;
  de: unknown;
  para: unknown;
}
export interface AuditHistoryItem {
  em: string;
  id_usuario: number | null;
  nome_usuario: string | null;
  acao: AuditAction;
  alteracoes: AuditFieldChange[];
}

export const RECORD_HISTORY_TEXT = {
  title: 'Histórico',
  empty: 'Nenhuma alteração registrada.',
  loading: 'Carregando histórico...',
  system: 'Sistema',
  actions: {
    create: 'Criou',
    update: 'Alterou',
    delete: 'Excluiu',
    login: 'Entrou no sistema',
    login_failed: 'Tentativa de login recusada',
    logout: 'Saiu do sistema',
    password_reset_requested: 'Pediu a troca de senha',
    password_reset: 'Trocou a senha pelo e-mail',
  } satisfies Record<AuditAction, string>,
  empty_value: '(vazio)',
};

/** One change as a person reads it: the field's label and both values as text. */
export interface DescribedChange {
  label: string;
  from: string;
  to: string;
}

/** A value with no describer of its own: yes/no, numbers and text as they are, nothing as '(vazio)'. */
export function plainValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return RECORD_HISTORY_TEXT.empty_value;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface RecordHistoryProps {
  items: readonly AuditHistoryItem[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  loading?: boolean;
  error?: string | null;
  /** Labels a field and its values (the screen knows its fields and reference lists); default: the field name and plain values. */
  describe?(change: AuditFieldChange): DescribedChange;
}

/** A create shows the values set, a delete the values it had, an update both. */
function changeText(action: AuditAction, change: DescribedChange): string {
  if (action === 'create' || (action !== 'update' && action !== 'delete')) return `${change.label}: ${change.to}`;
  if (action === 'delete') return `${change.label}: ${change.from}`;
  return `${change.label}: ${change.from} → ${change.to}`;
}

const defaultDescribe = (change: AuditFieldChange): DescribedChange => ({
  label: change.campo,
  from: plainValue(change.de),
  to: plainValue(change.para),
});

/** A record's 'Histórico': who changed what and when, newest first, each field before → after. */
export function RecordHistory({
  items,
  total,
  page,
  pageSize,
  onPageChange,
  loading,
  error,
  describe = defaultDescribe,
}: RecordHistoryProps) {
  const pages = Math.ceil(total / pageSize);
  return (
    <Stack spacing={1} component="section" aria-label={RECORD_HISTORY_TEXT.title}>
      <Typography variant="subtitle2" component="h3">
        {RECORD_HISTORY_TEXT.title}
      </Typography>
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : loading && items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {RECORD_HISTORY_TEXT.loading}
        </Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {RECORD_HISTORY_TEXT.empty}
        </Typography>
      ) : (
        <List dense disablePadding data-testid="record-history">
          {items.map((item, index) => (
            <ListItem key={`${item.em}-${index}`} divider data-testid="history-item" sx={{ alignItems: 'flex-start' }}>
              <ListItemText
                primary={`${formatDateTime(item.em)} — ${item.nome_usuario ?? RECORD_HISTORY_TEXT.system} — ${RECORD_HISTORY_TEXT.actions[item.acao]}`}
                secondary={
                  <Box component="span" sx={{ display: 'block' }}>
                    {item.alteracoes.map((change) => (
                      <Box component="span" key={change.campo} sx={{ display: 'block' }}>
                        {changeText(item.acao, describe(change))}
                      </Box>
                    ))}
                  </Box>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {pages > 1 && <Pagination size="small" count={pages} page={page} onChange={(_, next) => onPageChange(next)} />}
    </Stack>
  );
}
