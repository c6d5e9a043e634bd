import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { isCertificateEligible, type ClassEnrolmentEntry, type ClassRow } from '@treina/contracts';
import { apiDownload, errorMessage } from '@treina/web-platform';

const DOWNLOAD_FAILED = 'Não foi possível baixar o certificado.';

/**
 * 'Certificado' of one entry: shown only when the server would issue it (finished class, entry
 * paid or transfer paid); downloads the PDF, or shows the server's refusal beside the button.
 */
export function CertificateButton({ row, entry }: { row: ClassRow; entry: ClassEnrolmentEntry }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  if (!isCertificateEligible(row.id_status_turma, entry.id_inscricao)) return null;
  const download = async () => {
    setBusy(true);
    setFailure('');
    try {
      await apiDownload(`/classes/${row.id}/certificates/${entry.id_aluno}`, 'certificado.pdf');
    } catch (error) {
      setFailure(errorMessage(error, DOWNLOAD_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<WorkspacePremiumIcon />}
        onClick={() => void download()}
        disabled={busy}
        aria-label={`Baixar certificado de ${entry.nome_aluno}`}
        data-testid="certificate-download"
      >
        Certificado
      </Button>
      {failure && (
        <Typography variant="body2" color="error" role="alert">
          {failure}
        </Typography>
      )}
    </Stack>
  );
}
