import { describe, expect, it } from '@jest/globals';
import { containsNormalized, matchesSearch, normalizeSearchText, searchTerms } from './search';

describe('text search (SPEC "Common list screens")', () => {
  it('ignores case, accents, spaces, hyphens and parentheses', () => {
    expect(normalizeSearchText('João da Silva-Pereira (SP)')).toBe('joaodasilvapereirasp');
    expect(matchesSearch(['(11) 98765-4321'], '1198765')).toBe(true);
    expect(matchesSearch(['José Antônio'], 'jose antonio')).toBe(true);
    expect(matchesSearch(['CONCEIÇÃO'], 'conceicao')).toBe(true);
  });

  it('matches only when every space-separated term is contained', () => {
    expect(matchesSearch(['Maria Souza', 'maria@x.com'], 'souza maria')).toBe(true);
    expect(matchesSearch(['Maria Souza'], 'maria lima')).toBe(false);
    expect(matchesSearch(['Maria', 'Vendas'], 'maria vendas')).toBe(true);
  });

  it('matches everything with an empty search', () => {
    expect(matchesSearch(['x'], '   ')).toBe(true);
    expect(searchTerms('  a  b ')).toEqual(['a', 'b']);
  });

  it('column filter: contains with the same normalisation', () => {
    expect(containsNormalized('Inativo', 'ativo')).toBe(true);
    expect(containsNormalized('Ativo', 'inat')).toBe(false);
    expect(containsNormalized(null, '')).toBe(true);
    expect(containsNormalized(123, '23')).toBe(true);
  });

  it('a number typed without punctuation finds a CPF, CNPJ or phone shown with it', () => {
    expect(matchesSearch(['Ana', '529.982.247-25'], '52998224725')).toBe(true);
    expect(matchesSearch(['11.222.333/0001-81'], '11222333')).toBe(true);
    expect(matchesSearch(['(11) 98765-4321'], 'ana 11987654321')).toBe(false);
    expect(matchesSearch(['Ana', '(11) 98765-4321'], 'ana 11987654321')).toBe(true);
    expect(matchesSearch(['529.982.247-25'], '52998224726')).toBe(false);
    expect(containsNormalized('529.982.247-25', '5299822')).toBe(true);
  });
});
