import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Notification, NOTIFICATION_AUTO_HIDE_MS, useNotification } from './notification';

afterEach(() => {
  jest.useRealTimers();
});

function Harness({ message }: { message: string }) {
  const { notify, notificationProps } = useNotification();
  return (
    <>
      <button onClick={() => notify.success(message)}>mostrar</button>
      <Notification {...notificationProps} />
    </>
  );
}

describe('Notification', () => {
  it('shows top-right and hides itself after 5000 ms', () => {
    jest.useFakeTimers();
    render(<Harness message="Usuário criado com sucesso!" />);
    fireEvent.click(screen.getByText('mostrar'));
    expect(screen.getByText('Usuário criado com sucesso!')).toBeTruthy();
    expect(document.querySelector('.MuiSnackbar-anchorOriginTopRight')).not.toBeNull();
    expect(NOTIFICATION_AUTO_HIDE_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.queryByText('Usuário criado com sucesso!')).not.toBeNull();
    act(() => jest.advanceTimersByTime(200));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByText('Usuário criado com sucesso!')).toBeNull();
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
