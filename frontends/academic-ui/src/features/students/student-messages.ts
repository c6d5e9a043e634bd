export const STUDENT_MESSAGES = {
  created: 'Criado com sucesso!',
  updated: 'Atualizado com sucesso!',
  deletedOne: 'Excluído com sucesso!',
  deletedMany: 'Excluídos com sucesso!',
  loadFailed: 'Ocorreu um erro ao consultar.',
  createFailed: 'Ocorreu um erro ao criar.',
  deleteFailed: 'Ocorreu um erro ao excluir.',
  updateFailed: 'Ocorreu um erro ao atualizar.',
  uploaded: 'Arquivos enviados com sucesso! Atualize a página, para visualizar.',
  uploadFailed: 'Erro ao enviar arquivo(s).',
  confirmDocument: 'Deseja realmente excluir este documento?',
} as const;

/** The screen's notification area (ui-kit's useNotification().notify), as the student hooks use it. */
export interface StudentNotify {
  success(message: string): void;
  error(message: string): void;
}
