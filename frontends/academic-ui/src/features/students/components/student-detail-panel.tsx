import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentActivity, StudentClassDetail, StudentRow } from '@treina/contracts';
import { formatDate, formatDateTime } from '@treina/ui-kit';
import { cancellationLabel, isDimmedEnrolment, paymentDetails } from '../../../shared/format/enrolment-display';
import { byDateDesc } from '../../../shared/format/dates';
import { documentsOf, interestNames } from '../student-display';
import { StudentDataExportButton } from './student-data-export-button';
import { StudentAnonymiseButton } from './student-anonymise-button';
import { StudentHistorySection } from './student-history-section';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ClassLine({ turma }: { turma: StudentClassDetail }) {
  const dimmed = isDimmedEnrolment(turma.id_inscricao);
  const dates = [`${turma.nome_status_inscricao} (inclusão em ${formatDate(turma.data_hora_inclusao)})`];
  if (turma.data_hora_pagamento) dates.push(`Pagamento: ${formatDate(turma.data_hora_pagamento)}`);
  if (turma.data_hora_cancelamento) dates.push(`${cancellationLabel(turma.id_inscricao)}: ${formatDate(turma.data_hora_cancelamento)}`);
  const payment = paymentDetails(turma);
  return (
    <Box
      component="li"
      data-testid="student-class"
      data-status={turma.id_inscricao}
      data-dimmed={dimmed ? 'true' : 'false'}
      sx={{ opacity: dimmed ? 0.5 : 1, mb: 1 }}
    >
      <Typography variant="body2">
        <Link component={RouterLink} to={`/class?classId=${turma.id_turma}`}>
          {formatDate(turma.data_inicio)} a {formatDate(turma.data_fim)} — {turma.nome_treinamento} ({turma.nome_periodo_turma})
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {dates.join(' · ')}
      </Typography>
      {payment.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="student-class-payment">
          {payment.map((detail) => `${detail.label}: ${detail.value}`).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

/** A concluded activity: date, type and description, then who was responsible and its status. */
function ActivityLine({ activity }: { activity: StudentActivity }) {
  return (
    <Box component="li" data-testid="student-activity" sx={{ mb: 1 }}>
      <Typography variant="body2">
        {[formatDate(activity.data), activity.nome_tipo_atividade, activity.titulo].filter(Boolean).join(' — ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Responsável: {activity.nome_usuario || '—'} · Status: {activity.nome_status_atividade}
      </Typography>
    </Box>
  );
}

/** 'Sim (E-mail) em DD/MM/AAAA hh:mm' or 'Não', as the form answered it. */
function consentText(
  row: Pick<StudentRow, 'consentimento_marketing' | 'consentimento_marketing_como' | 'consentimento_marketing_em'>,
): string {
  const answer = row.consentimento_marketing ? 'Sim' : 'Não';
  const how = row.consentimento_marketing_como ? ` (${row.consentimento_marketing_como})` : '';
  const when = row.consentimento_marketing_em ? ` em ${formatDateTime(row.consentimento_marketing_em)}` : '';
  return `${answer}${how}${when}`;
}

export interface StudentDetailPanelProps {
  row: StudentRow;
  /** Given only with update permission: asks for confirmation, then removes the document. */
  onRemoveDocument?(row: StudentRow, url: string): void;
}

/** In this order: interests, classes, completed activities, observations, documents, marketing consent, the LGPD export and the history for those who may do so. */
export function StudentDetailPanel({ row, onRemoveDocument }: StudentDetailPanelProps) {
  const interests = interestNames(row);
  const classes = [...(row.turmas ?? [])].sort(byDateDesc((turma) => turma.data_inicio));
  const activities = row.atividades_realizadas ?? [];
  const documents = documentsOf(row);
  return (
    <Stack spacing={2} sx={{ px: 2 }} data-testid="student-detail">
      <Section title="Interesses">
        {interests.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nenhum interesse informado.
          </Typography>
        ) : (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {interests.map((name) => (
              <Chip key={name} label={name} size="small" />
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Turmas">
        {classes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nenhuma turma.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {classes.map((turma) => (
              <ClassLine key={turma.id} turma={turma} />
            ))}
          </Box>
        )}
      </Section>
      {activities.length > 0 && (
        <Section title="Atividades Realizadas">
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {activities.map((activity) => (
              <ActivityLine key={activity.id_atividade} activity={activity} />
            ))}
          </Box>
        </Section>
      )}
      {row.obs_estudante && (
        <Section title="Observações">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {row.obs_estudante}
          </Typography>
        </Section>
      )}
      <Section title="Documentos">
        {documents.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nenhum documento.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {documents.map((document) => (
              <li key={document.url}>
                <Link href={document.url} target="_blank" rel="noopener noreferrer">
                  {document.nome}
                </Link>
                {onRemoveDocument && (
                  <Tooltip title="Excluir documento">
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={`Excluir documento ${document.nome}`}
                      onClick={() => onRemoveDocument(row, document.url)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section title="Contato para marketing">
        <Typography variant="body2" data-testid="student-consent">
          {consentText(row)}
        </Typography>
      </Section>
      <StudentDataExportButton studentId={row.id} />
      <StudentHistorySection studentId={row.id} />
      <StudentAnonymiseButton row={row} />
    </Stack>
  );
}
