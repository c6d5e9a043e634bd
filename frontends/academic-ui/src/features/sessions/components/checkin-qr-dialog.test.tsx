import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { json, mockApi, renderScreen, sessionUser } from '../../../test/render-screen';
import { CheckinQrDialog } from './checkin-qr-dialog';

const instructor = sessionUser(['class', 'class_update'], { id_usuario: 4, id_tipo_usuario: 4 });

describe('QR code de presença', () => {
  it('shows the QR code as an image and the countdown to the next one', async () => {
    mockApi({
      'GET /api/sessions/7/checkin': () =>
        json(200, {
          codigo: '482913',
          renova_em: new Date(Date.now() + 20_000).toISOString(),
          validade_segundos: 60,
          url: 'https://treina.example/presenca/7?codigo=482913',
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        }),
    });
    renderScreen(<CheckinQrDialog sessionId={7} title="Excel Noturno" open onClose={() => undefined} />, {
      user: instructor,
      path: '/minhas-aulas?aula=7',
    });
    const image = await screen.findByTestId('checkin-qr-image');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByTestId('checkin-countdown').textContent).toMatch(/^Novo código em (19|20) s$/);
    expect(screen.getByText('Excel Noturno')).toBeTruthy();
  });

  it("shows the server's message when the session is not today", async () => {
    mockApi({
      'GET /api/sessions/7/checkin': () =>
        json(409, { statusCode: 409, statusMsg: 'O QR code de presença só está disponível no dia da aula.' }),
    });
    renderScreen(<CheckinQrDialog sessionId={7} title="Excel Noturno" open onClose={() => undefined} />, {
      user: instructor,
      path: '/minhas-aulas?aula=7',
    });
    expect((await screen.findByTestId('checkin-error')).textContent).toBe('O QR code de presença só está disponível no dia da aula.');
  });
});
