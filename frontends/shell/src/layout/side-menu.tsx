import type { MouseEvent } from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@treina/web-platform';
import { menuHref, visibleMenuEntries } from './menu';

export function SideMenu({ onNavigate }: { onNavigate?(): void }) {
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const entries = visibleMenuEntries(user?.permissions ?? [], user?.id_tipo_usuario);
  const currentSearch = new URLSearchParams(location.search);

  return (
    <>
      <Toolbar />
      <List component="nav" aria-label="Menu principal" data-testid="side-menu">
        {entries.map((entry) => {
          const href = menuHref(entry);
          const samePath = location.pathname === `/${entry.route}`;
          const selected =
            samePath && (!entry.query || [...new URLSearchParams(entry.query)].every(([key, value]) => currentSearch.get(key) === value));
          const Icon = entry.icon;
          return (
            <ListItemButton
              key={href}
              component="a"
              href={href}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              onClick={(event: MouseEvent) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                navigate(href);
                onNavigate?.();
              }}
            >
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={entry.label} />
            </ListItemButton>
          );
        })}
      </List>
    </>
  );
}
