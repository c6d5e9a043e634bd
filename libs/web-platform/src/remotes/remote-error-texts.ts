// What a screen that cannot be shown says, shared by the page that decides and the view that draws it.

export const REMOTE_RETRY_LABEL = 'Tentar novamente';
export const REMOTE_UNAVAILABLE_TITLE = 'Esta tela ainda não está disponível.';
export const REMOTE_UNAVAILABLE_TEXT = 'O módulo responsável por ela não foi publicado ou está fora do ar no momento.';
export const REMOTE_FAILED_TITLE = 'Não foi possível carregar esta tela.';
export const REMOTE_FAILED_TEXT = 'Verifique sua conexão e tente novamente.';
export const REMOTE_CRASHED_TITLE = 'Ocorreu um erro ao exibir esta tela.';

export interface RemoteErrorProps {
  title: string;
  text?: string;
  detail?: string;
  onRetry(): void;
}
