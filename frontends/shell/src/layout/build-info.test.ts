import { expect, it } from '@jest/globals';
import { describeRemote, SHELL_BUILD } from './build-info';

it("says, for 'Sobre', whether a remote's build loaded in this page, failed, or was not opened yet", () => {
  expect(describeRemote({ version: '1.4.0', loaded: { name: 'crm_ui', version: '1.4.0', buildId: 'b7' } })).toBe(
    'carregado: versão 1.4.0, build b7',
  );
  expect(describeRemote({ version: '9.0.0', failed: true })).toBe('não carregou (veja o console do navegador)');
  expect(describeRemote({ version: '1.4.0' })).toBe('ainda não aberto nesta sessão');
});

it('has no build of its own outside a build (unit tests)', () => {
  expect(SHELL_BUILD).toBeUndefined();
});
