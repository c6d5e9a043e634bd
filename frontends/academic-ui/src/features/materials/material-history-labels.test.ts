import { describe, expect, it } from '@jest/globals';
import { describeMaterialChange } from './material-history-labels';

describe('describeMaterialChange', () => {
  it('uses the material form labels', () => {
    expect(describeMaterialChange({ campo: 'nome_material', de: 'Apostila', para: 'Apostila 2' })).toEqual({
      label: 'Nome do Material',
      from: 'Apostila',
      to: 'Apostila 2',
    });
    expect(describeMaterialChange({ campo: 'url', de: null, para: 'https://x/a.pdf' })).toEqual({
      label: 'URL',
      from: '(vazio)',
      to: 'https://x/a.pdf',
    });
  });
});
