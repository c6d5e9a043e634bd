import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  MARKETING_CONSENT_CHANNELS,
  type MarketingConsentChannel,
  STUDENT_DEFAULT_PASSWORD,
  type StudentChannelRow,
  type StudentStatusRow,
  type TrainingRow,
} from '@treina/contracts';
import { DatePickerField, formatDateTime, MaskedTextField, useFieldErrors } from '@treina/ui-kit';
import type { StudentFormData } from '../student-form-data';
import { documentsOf } from '../student-display';

/** The hint of 'Habilitar acesso ao Sistema': the login's default password (libs/contracts). */
const ACCESS_HINT = `O aluno acessa o sistema com o seu e-mail e a senha padrão: ${STUDENT_DEFAULT_PASSWORD}. No primeiro acesso, ele cria a sua própria senha.`;

export interface StudentFormProps {
  mode: 'create' | 'update';
  data: StudentFormData;
  onChange(next: StudentFormData): void;
  statuses: readonly StudentStatusRow[];
  channels: readonly StudentChannelRow[];
  trainings: readonly TrainingRow[];
  /** Given with update permission: asks for confirmation, then removes the document. */
  onRemoveDocument?(url: string): void;
}

/** The marketing-contact consent's checkbox (LGPD). */
const CONSENT_LABEL = 'Aceita receber contato de marketing';

/** 'Dados do Aluno' / 'Dados do Interessado'. */
export function StudentForm({ mode, data, onChange, statuses, channels, trainings, onRemoveDocument }: StudentFormProps) {
  const set = <K extends keyof StudentFormData>(key: K, value: StudentFormData[K]) => onChange({ ...data, [key]: value });
  const fieldError = useFieldErrors();
  // Only active channels when creating; every channel when editing.
  const channelOptions = mode === 'create' ? channels.filter((channel) => channel.status_ativo) : channels;
  const trainingName = new Map(trainings.map((training) => [training.id, training.nome_treinamento]));
  const documents = documentsOf(data);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          label="Nome"
          name="nome_aluno"
          value={data.nome_aluno}
          onChange={(event) => set('nome_aluno', event.target.value)}
          required
          fullWidth
          {...fieldError('nome_aluno')}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          value={data.email}
          onChange={(event) => set('email', event.target.value)}
          fullWidth
          {...fieldError('email')}
        />
        <MaskedTextField
          mask="phone"
          label="Telefone"
          name="telefone"
          value={data.telefone}
          onChange={(value) => set('telefone', value)}
          fullWidth
        />
        <MaskedTextField
          mask="cpf"
          label="CPF"
          name="cpf"
          value={data.cpf}
          onChange={(value) => set('cpf', value)}
          fullWidth
          {...fieldError('cpf')}
        />
        <TextField label="RG" name="rg" value={data.rg} onChange={(event) => set('rg', event.target.value)} fullWidth />
        <DatePickerField
          label="Data de Nascimento"
          name="data_nasc"
          value={data.data_nasc}
          onChange={(value) => set('data_nasc', value)}
          fullWidth
        />
        <TextField
          label="Endereço"
          name="endereco"
          value={data.endereco}
          onChange={(event) => set('endereco', event.target.value)}
          fullWidth
          sx={{ gridColumn: { md: 'span 2' } }}
        />
        <TextField
          select
          label="Situação"
          name="id_status_aluno"
          value={statuses.some((s) => s.id_status_aluno === data.id_status_aluno) ? data.id_status_aluno : ''}
          onChange={(event) => set('id_status_aluno', event.target.value === '' ? '' : Number(event.target.value))}
          fullWidth
        >
          <MenuItem value="">
            <em>Nenhuma</em>
          </MenuItem>
          {statuses.map((status) => (
            <MenuItem key={status.id_status_aluno} value={status.id_status_aluno}>
              {status.nome_status_aluno}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Canal"
          name="id_canal_aluno"
          value={channelOptions.some((c) => c.id_canal_aluno === data.id_canal_aluno) ? data.id_canal_aluno : ''}
          onChange={(event) => set('id_canal_aluno', event.target.value === '' ? '' : Number(event.target.value))}
          fullWidth
        >
          <MenuItem value="">
            <em>Nenhum</em>
          </MenuItem>
          {channelOptions.map((channel) => (
            <MenuItem key={channel.id_canal_aluno} value={channel.id_canal_aluno}>
              {channel.nome_canal_aluno}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField
        label="Observações"
        name="obs_estudante"
        value={data.obs_estudante}
        onChange={(event) => set('obs_estudante', event.target.value)}
        multiline
        rows={6}
        fullWidth
      />
      <TextField
        select
        label="Interesses"
        name="interesses"
        value={data.interesses.filter((id) => trainingName.has(id))}
        onChange={(event) => {
          const value = event.target.value as unknown;
          const ids = (Array.isArray(value) ? value : String(value).split(',')).map(Number).filter(Number.isFinite);
          set('interesses', [...new Set(ids)]);
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => (selected as number[]).map((id) => trainingName.get(id) ?? id).join(', '),
          },
        }}
        helperText="Treinamentos de interesse"
        fullWidth
      >
        {trainings.map((training) => (
          <MenuItem key={training.id} value={training.id}>
            <Checkbox size="small" checked={data.interesses.includes(training.id)} tabIndex={-1} sx={{ p: 0, mr: 1 }} />
            <ListItemText primary={training.nome_treinamento} />
          </MenuItem>
        ))}
      </TextField>
      {mode === 'update' && (
        <Box component="section" aria-label="Documentos">
          <Typography variant="subtitle2" component="h3">
            Documentos
          </Typography>
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
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={`Excluir documento ${document.nome}`}
                      onClick={() => onRemoveDocument(document.url)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}
      <FormControl>
        <FormControlLabel
          label="Habilitar acesso ao Sistema"
          control={
            <Checkbox name="possui_login" checked={data.possui_login} onChange={(event) => set('possui_login', event.target.checked)} />
          }
        />
        <FormHelperText>{ACCESS_HINT}</FormHelperText>
      </FormControl>
      <Box
        component="section"
        aria-label="Consentimento de marketing"
        sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <FormControlLabel
          label={CONSENT_LABEL}
          control={
            <Checkbox
              name="consentimento_marketing"
              checked={data.consentimento_marketing}
              onChange={(event) => set('consentimento_marketing', event.target.checked)}
            />
          }
        />
        <TextField
          select
          label="Como"
          name="consentimento_marketing_como"
          value={data.consentimento_marketing_como}
          onChange={(event) => set('consentimento_marketing_como', event.target.value as MarketingConsentChannel | '')}
          required={data.consentimento_marketing}
          {...fieldError('consentimento_marketing_como', 'Como o aluno deu a resposta')}
          fullWidth
        >
          <MenuItem value="">
            <em>Não informado</em>
          </MenuItem>
          {MARKETING_CONSENT_CHANNELS.map((channel) => (
            <MenuItem key={channel} value={channel}>
              {channel}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Em"
          name="consentimento_marketing_em"
          value={formatDateTime(data.consentimento_marketing_em) || '—'}
          helperText="Registrado pelo sistema quando a resposta muda"
          slotProps={{ input: { readOnly: true } }}
          fullWidth
        />
      </Box>
    </Stack>
  );
}
