import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFieldErrors } from '@treina/ui-kit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { refusalOr } from '@treina/web-platform';
import { uploadMaterialFile } from '../api/material-mutations';

export interface MaterialFormData {
  id?: number;
  nome_material: string;
  url: string;
}

export const EMPTY_MATERIAL_FORM: MaterialFormData = { nome_material: '', url: '' };

const MATERIAL_UPLOAD_FAILED = 'Não foi possível enviar o arquivo.';

export interface MaterialFormProps {
  data: MaterialFormData;
  onChange(next: MaterialFormData): void;
  onUploadingChange?(uploading: boolean): void;
}

/** 'Dados do Material': the name and a file upload; the url is read-only, set from the upload's answer. */
export function MaterialForm({ data, onChange, onUploadingChange }: MaterialFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const fieldError = useFieldErrors();
  const [uploadError, setUploadError] = useState('');

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    onUploadingChange?.(true);
    setUploadError('');
    try {
      const url = await uploadMaterialFile(file);
      onChange({ ...data, url });
    } catch (error) {
      // A failed material upload is logged; the refusal reason shows under the button.
      console.error('[academic_ui] material upload failed', error);
      setUploadError(refusalOr(error, MATERIAL_UPLOAD_FAILED));
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack spacing={2}>
      <TextField
        label="Nome do Material"
        name="nome_material"
        value={data.nome_material}
        onChange={(event) => onChange({ ...data, nome_material: event.target.value })}
        required
        fullWidth
        {...fieldError('nome_material')}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} /> : <UploadFileIcon />}
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          Enviar Arquivo
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          data-testid="material-file-input"
          aria-label="Arquivo do Material"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </Stack>
      {uploadError && <FormHelperText error>{uploadError}</FormHelperText>}
      <TextField
        label="URL"
        name="url"
        value={data.url}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
        {...fieldError('url', 'Preenchida com o endereço do arquivo enviado.')}
      />
    </Stack>
  );
}
