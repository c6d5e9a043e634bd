import { expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabsPanel } from './tabs';

it('shows the first tab by default and switches on click', async () => {
  const user = userEvent.setup();
  render(
    <TabsPanel
      tabs={[
        { label: 'Tipos de Atividades', content: <p>primeira</p> },
        { label: 'Permissões Padrão', content: <p>segunda</p> },
      ]}
    />,
  );
  expect(screen.getByRole('tab', { name: 'Tipos de Atividades' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByText('primeira')).toBeTruthy();
  expect(screen.queryByText('segunda')).toBeNull();
  await user.click(screen.getByRole('tab', { name: 'Permissões Padrão' }));
  expect(screen.getByText('segunda')).toBeTruthy();
});
