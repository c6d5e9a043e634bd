import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { QuestionImportReport } from '@treina/contracts';
import { isApiError, refusalOr } from '@treina/web-platform';
import { useImportQuestions } from '../api/question-mutations';

const IMPORT_TEXT = {
  title: 'Importar questões',
  help: 'Uma questão por linha. Colunas: treinamento (id), topico, enunciado, a, b, c, d, e, correta, explicacao, dificuldade, ativa.',
  choose: 'Escolher arquivo CSV ou XLSX',
  reading: 'Lendo o arquivo…',
  readFailed: 'Não foi possível ler o arquivo.',
  importFailed: 'Não foi possível importar as questões.',
  summary: (report: QuestionImportReport) =>
    `${report.total} linha(s) lida(s): ${report.validas} válida(s), ${report.erros.length} erro(s).`,
  fixErrors: 'Corrija as linhas com erro no arquivo e escolha-o de novo: nenhuma questão é salva enquanto houver erros.',
  errors: 'Erros por linha',
  preview: 'Prévia',
  confirm: (count: number) => `Importar ${count} ${count === 1 ? 'questão' : 'questões'}`,
  confirmNone: 'Importar questões',
  cancel: 'Cancelar',
} as const;

/** A report the server sent with a refusal (a real import with errors answers 400 with it). */
function reportOf(error: unknown): QuestionImportReport | null {
  if (!isApiError(error)) return null;
  const body = error.body as Partial<QuestionImportReport> | null;
  return body && Array.isArray(body.erros) && typeof body.total === 'number' ? (body as QuestionImportReport) : null;
}

function ErrorsTable({ report }: { report: QuestionImportReport }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {IMPORT_TEXT.errors}
      </Typography>
      <Table size="small" aria-label={IMPORT_TEXT.errors}>
        <TableHead>
          <TableRow>
            <TableCell>Linha</TableCell>
            <TableCell>Campo</TableCell>
            <TableCell>Erro</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.erros.map((error, index) => (
            <TableRow key={`${error.linha}-${error.campo ?? ''}-${index}`} data-testid="import-error">
              <TableCell>{error.linha}</TableCell>
              <TableCell>{error.campo ?? '—'}</TableCell>
              <TableCell>{error.mensagem}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

function PreviewTable({ report }: { report: QuestionImportReport }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {IMPORT_TEXT.preview}
      </Typography>
      <Table size="small" aria-label={IMPORT_TEXT.preview}>
        <TableHead>
          <TableRow>
            <TableCell>Tópico</TableCell>
            <TableCell>Enunciado</TableCell>
            <TableCell>Alternativas</TableCell>
            <TableCell>Correta</TableCell>
            <TableCell>Dificuldade</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.preview.map((question, index) => (
            <TableRow key={index} data-testid="import-preview-row">
              <TableCell>{question.topico}</TableCell>
              <TableCell>{question.enunciado}</TableCell>
              <TableCell>{question.alternativas.length}</TableCell>
              <TableCell>{question.correta}</TableCell>
              <TableCell>{question.dificuldade}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/**
 * 'Importar': a CSV or XLSX file is read by the server without saving (dry run), its rows' errors and a
 * preview shown; only a file without errors can then be imported, all its questions at once.
 */
export function QuestionImportDialog({ open, onClose, onImported }: { open: boolean; onClose(): void; onImported(count: number): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<QuestionImportReport | null>(null);
  const [error, setError] = useState('');
  const importQuestions = useImportQuestions();

  const close = () => {
    setFile(null);
    setReport(null);
    setError('');
    onClose();
  };

  const check = async (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    setFile(chosen);
    setReport(null);
    setError('');
    try {
      setReport(await importQuestions.mutateAsync({ file: chosen, dryRun: true }));
    } catch (failure) {
      const refused = reportOf(failure);
      if (refused) setReport(refused);
      else setError(refusalOr(failure, IMPORT_TEXT.readFailed));
    }
  };

  const confirm = async () => {
    if (!file) return;
    setError('');
    try {
      const done = await importQuestions.mutateAsync({ file, dryRun: false });
      setFile(null);
      setReport(null);
      onImported(done.importadas);
    } catch (failure) {
      const refused = reportOf(failure);
      if (refused) setReport(refused);
      setError(refusalOr(failure, IMPORT_TEXT.importFailed));
    }
  };

  const ready = !!report && report.erros.length === 0 && report.validas > 0;
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="question-import-title">
      <DialogTitle id="question-import-title">{IMPORT_TEXT.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {IMPORT_TEXT.help}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={importQuestions.isPending ? <CircularProgress size={16} /> : <UploadFileIcon />}
              disabled={importQuestions.isPending}
              onClick={() => input.current?.click()}
            >
              {IMPORT_TEXT.choose}
            </Button>
            {file && <Typography variant="body2">{file.name}</Typography>}
            <input
              ref={input}
              type="file"
              hidden
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              data-testid="question-import-file"
              aria-label="Arquivo de questões"
              onChange={(event) => void check(event.target.files?.[0])}
            />
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          {report && (
            <Alert severity={report.erros.length ? 'warning' : 'success'} data-testid="import-summary">
              {IMPORT_TEXT.summary(report)}
              {report.erros.length > 0 && ` ${IMPORT_TEXT.fixErrors}`}
            </Alert>
          )}
          {report && report.erros.length > 0 && <ErrorsTable report={report} />}
          {report && report.preview.length > 0 && <PreviewTable report={report} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{IMPORT_TEXT.cancel}</Button>
        <Button variant="contained" disabled={!ready || importQuestions.isPending} onClick={() => void confirm()}>
          {ready ? IMPORT_TEXT.confirm(report.validas) : IMPORT_TEXT.confirmNone}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
