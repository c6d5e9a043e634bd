import { expect, it } from '@jest/globals';
import { filterValues, withFilter } from './list-filters';

it('reads, sets and clears the filters of a list state', () => {
  const filters = [{ id: 'dificuldade', value: 'Fácil' }];
  expect(filterValues(filters)).toEqual({ dificuldade: 'Fácil' });
  expect(withFilter(filters, 'ativa', 'true')).toEqual([...filters, { id: 'ativa', value: 'true' }]);
  expect(withFilter(filters, 'dificuldade', 'Difícil')).toEqual([{ id: 'dificuldade', value: 'Difícil' }]);
  expect(withFilter(filters, 'dificuldade', '')).toEqual([]);
});
