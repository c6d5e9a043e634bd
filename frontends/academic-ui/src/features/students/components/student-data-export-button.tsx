import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { privacyExportFileName } from '@treina/contracts';
import { errorMessage, usePermission } from '@treina/web-platform';
import { useStudentDataExport } from '../api/export-student-data';

const EXPORT_DATA_LABEL = 'Exportar dados (LGPD)';
const EXPORT_DATA_FAILED = 'Não foi possível exportar os dados do aluno.';

/** Offers the document as a JSON file named `fileName`. */
function downloadJson(fileName: string, document_: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document_, null, 2)], { type: 'application/json;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The data subject's report (LGPD), for users with the `privacy` permission only: downloads `dados-aluno-<id>.json`. */
export function StudentDataExportButton({ studentId }: { studentId: number }) {
  const allowed = usePermission('privacy');
  const exportData = useStudentDataExport();
  if (!allowed) return null;
  const download = async () => {
    const data = await exportData.mutateAsync(studentId).catch(() => null);
    if (data) downloadJson(privacyExportFileName(studentId), data);
  };
  return (
    <Box>
      <Button variant="outlined" size="small" startIcon={<DownloadIcon />} disabled={exportData.isPending} onClick={() => void download()}>
        {EXPORT_DATA_LABEL}
      </Button>
      {exportData.isError && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {errorMessage(exportData.error, EXPORT_DATA_FAILED)}
        </Typography>
      )}
    </Box>
  );
}
