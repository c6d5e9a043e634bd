import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ClassEnrolmentEntry, ClassRow } from '@treina/contracts';
import { formatDate } from '@treina/ui-kit';
import { useCurrentUser, usePermission } from '@treina/web-platform';
import { useTrainings } from '../../../shared/api/get-trainings';
import { useStudentAttendance } from '../api/get-class-sessions';
import { attendanceLines, isBelowMinimum } from '../student-attendance';
import { CertificateButton } from './certificate-button';
import { ClassHistorySection } from './class-history-section';
import { ClassAttendanceSection, ClassSessionsSection } from './class-sessions-section';
import { waitingListOf } from '../class-student-count';
import { cancellationLabel, contentAccessText, isDimmedEnrolment, paymentDetails } from '../../../shared/format/enrolment-display';
import { amountBRL } from '../../../shared/format/money';

/**
 * 'Simulados': the training's practice exams, which the assessment department's screens list. A student
 * always has the link (to their exams of the training; the list says when there is none): which trainings
 * have exams is that department's to know. Staff have it when they may manage exams.
 */
function SimuladosLink({ to }: { to: string }) {
  return (
    <Link component={RouterLink} to={to} data-testid="simulados-link" sx={{ alignSelf: 'flex-start' }}>
      Simulados
    </Link>
  );
}

function StaffSimuladosLink({ trainingId }: { trainingId: number }) {
  const mayManageExams = usePermission('exams');
  return mayManageExams ? <SimuladosLink to={`/simulados?filter.id_treinamento=${trainingId}`} /> : null;
}

function EnrolmentLine({ row, entry }: { row: ClassRow; entry: ClassEnrolmentEntry }) {
  const dates = [`Inclusão: ${formatDate(entry.data_hora_inclusao)}`];
  if (entry.data_hora_pagamento) dates.push(`Pagamento: ${formatDate(entry.data_hora_pagamento)}`);
  if (entry.data_hora_cancelamento) dates.push(`${cancellationLabel(entry.id_inscricao)}: ${formatDate(entry.data_hora_cancelamento)}`);
  const payment = paymentDetails(entry).map((detail) => `${detail.label}: ${detail.value}`);
  const dimmed = isDimmedEnrolment(entry.id_inscricao);
  return (
    <ListItem
      divider
      data-testid="class-student"
      data-status={entry.id_inscricao}
      data-dimmed={dimmed ? 'true' : 'false'}
      sx={{ opacity: dimmed ? 0.5 : 1, alignItems: 'flex-start' }}
    >
      <ListItemText
        primary={
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
            <Link component={RouterLink} to={`/student?studentId=${entry.id_aluno}`}>
              {entry.nome_aluno}
            </Link>
            <Typography component="span" variant="body2">
              {entry.nome_status_inscricao}
            </Typography>
            <Typography component="span" variant="body2" color={entry.libera_conteudo ? 'success.main' : 'text.secondary'}>
              {contentAccessText(entry.libera_conteudo)}
            </Typography>
            <CertificateButton row={row} entry={entry} />
          </Stack>
        }
        secondary={[dates.join(' · '), payment.join(' · ')].filter(Boolean).join(' — ')}
      />
    </ListItem>
  );
}

/** The students waiting for a seat, each with their position ('1º', '2º',...): the oldest gets the next free seat. */
function WaitingList({ row }: { row: ClassRow }) {
  const waiting = waitingListOf(row.alunos);
  if (!waiting.length) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        Lista de Espera
      </Typography>
      <List dense disablePadding aria-label="Lista de espera da turma">
        {waiting.map((entry, index) => (
          <ListItem key={entry.id} divider data-testid="waiting-student">
            <ListItemText
              primary={
                <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600, minWidth: 32 }}>
                    {`${index + 1}º`}
                  </Typography>
                  <Link component={RouterLink} to={`/student?studentId=${entry.id_aluno}`}>
                    {entry.nome_aluno}
                  </Link>
                </Stack>
              }
              secondary={`Inclusão: ${formatDate(entry.data_hora_inclusao)}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** 'Valor: R$ 1.500,00', the class's own price or its training's (said so); nothing when neither has one. */
function PriceLine({ row, trainingPrice }: { row: ClassRow; trainingPrice: string | null | undefined }) {
  const text = row.valor ? amountBRL(row.valor) : trainingPrice ? `${amountBRL(trainingPrice)} (do treinamento)` : '';
  if (!text) return null;
  return (
    <Typography variant="body2" data-testid="class-price">
      {`Valor: ${text}`}
    </Typography>
  );
}

/** 'Vagas: 5 · Vagas livres: 2' for a class with seats. */
function SeatsLine({ row }: { row: ClassRow }) {
  if (row.vagas === null || row.vagas === undefined) return null;
  return (
    <Typography variant="body2" data-testid="class-seats">
      {`Vagas: ${row.vagas} · Vagas livres: ${row.vagas_livres ?? 0}`}
    </Typography>
  );
}

/** Staff: the class's students (each linking to its student page), dimmed when 4 or 6, its sessions and attendance, and its history for those who may read it. */
export function StaffClassDetail({ row }: { row: ClassRow }) {
  // The training's workload and minimum attendance, when the user may read the trainings.
  const training = useTrainings().data?.find((candidate) => candidate.id === row.id_treinamento);
  return (
    <Stack spacing={1} sx={{ px: 2 }}>
      <StaffSimuladosLink trainingId={row.id_treinamento} />
      {row.desc_turma && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {row.desc_turma}
        </Typography>
      )}
      <SeatsLine row={row} />
      <PriceLine row={row} trainingPrice={training?.valor} />
      <Typography variant="subtitle2" component="h3">
        Alunos
      </Typography>
      {row.alunos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhum aluno nesta turma.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Alunos da turma">
          {row.alunos.map((entry) => (
            <EnrolmentLine key={entry.id} row={row} entry={entry} />
          ))}
        </List>
      )}
      <WaitingList row={row} />
      <ClassSessionsSection classId={row.id} workload={training?.carga_horaria} />
      <ClassAttendanceSection classId={row.id} minimum={training?.frequencia_minima} />
      <ClassHistorySection row={row} />
    </Stack>
  );
}

/** A student (type 6): the training's materials, each opening in a new tab, and their certificate once issued; no student list. */
/** The student's own 'Frequência' in the class: rate, counts and the training's minimum (red below it). */
function OwnAttendance({ classId }: { classId: number }) {
  const user = useCurrentUser();
  const attendance = useStudentAttendance(user?.id_aluno);
  const mine = attendance.data?.find((entry) => entry.id_turma === classId);
  if (!mine) return null;
  const lines = attendanceLines(mine);
  const below = isBelowMinimum(mine);
  return (
    <Box data-testid="own-attendance" data-below-minimum={below ? 'true' : 'false'}>
      <Typography variant="subtitle2" component="h3">
        Frequência
      </Typography>
      <Typography variant="h6" component="p" sx={below ? { color: 'error.dark', fontWeight: 700 } : { fontWeight: 700 }}>
        {lines.rate}
        {lines.minimum && (
          <Typography component="span" variant="body2" sx={{ ml: 1, color: below ? 'error.dark' : 'text.secondary' }}>
            {below ? `abaixo do ${lines.minimum}` : lines.minimum}
          </Typography>
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {lines.counts}
      </Typography>
    </Box>
  );
}

export function StudentClassDetail({ row }: { row: ClassRow }) {
  // The server sends a student only their own entry.
  const own = row.alunos[0];
  return (
    <Stack spacing={1} sx={{ px: 2 }}>
      <OwnAttendance classId={row.id} />
      <SimuladosLink to={`/meus-simulados?treinamento=${row.id_treinamento}`} />
      {own && <CertificateButton row={row} entry={own} />}
      <Typography variant="subtitle2" component="h3">
        Materiais
      </Typography>
      {row.materiais.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhum material disponível.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Materiais da turma" sx={{ m: 0, pl: 3 }}>
          {row.materiais.map((material) => (
            <li key={material.id}>
              {material.url ? (
                <Link href={material.url} target="_blank" rel="noopener noreferrer">
                  {material.nome_material}
                </Link>
              ) : (
                material.nome_material
              )}
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
