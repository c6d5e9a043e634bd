import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Notification, NOTIFICATION_AUTO_HIDE_MS, useNotification } from './notification';

afterEach(() => {
  jest.useRealTimers();
});

function Harness({ message, severity = 'success' }: { message: string; severity?: 'success' | 'error' }) {
  const { notify, notificationProps } = useNotification();
  return (
    <>
      <button onClick={() => notify[severity](message)}>mostrar</button>
      <Notification {...notificationProps} />
    </>
  );
}

describe('Notification', () => {
  it('shows a success at the bottom centre and hides it after 5000 ms', () => {
    jest.useFakeTimers();
    render(<Harness message="Usuário criado com sucesso!" />);
    fireEvent.click(screen.getByText('mostrar'));
    expect(screen.getByText('Usuário criado com sucesso!')).toBeTruthy();
    expect(document.querySelector('.MuiSnackbar-anchorOriginBottomCenter')).not.toBeNull();
    expect(NOTIFICATION_AUTO_HIDE_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.queryByText('Usuário criado com sucesso!')).not.toBeNull();
    act(() => jest.advanceTimersByTime(200));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByText('Usuário criado com sucesso!')).toBeNull();
  });

  it('keeps an error until it is closed', () => {
    jest.useFakeTimers();
    render(<Harness message="Houve um erro ao criar o cliente." severity="error" />);
    fireEvent.click(screen.getByText('mostrar'));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert').textContent).toContain('Houve um erro ao criar o cliente.');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByText('Houve um erro ao criar o cliente.')).toBeNull();
  });

  it('has a close button', () => {
    render(<Harness message="Olá" />);
    fireEvent.click(screen.getByText('mostrar'));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    act(() => undefined);
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull();
  });

  it('useNotification keeps severity and text', () => {
    const { result } = renderHook(() => useNotification());
    act(() => result.current.notify.error('Falhou'));
    expect(result.current.notification).toMatchObject({ severity: 'error', message: 'Falhou' });
    act(() => result.current.notify.clear());
    expect(result.current.notification).toBeNull();
  });
});
