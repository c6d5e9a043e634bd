import { useRef, useState, type MouseEvent } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Outlet } from 'react-router-dom';
import { DRAWER_WIDTH } from '@treina/ui-kit/theme';
import { focusMainHeading, useFocusHeadingOnNavigation } from './focus-on-navigation';
import { ProfileMenu } from './profile-menu';
import { SideMenu } from './side-menu';

/** Top bar with the product title and the profile menu, side drawer, and the screen. */
export function AppLayout() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(main);
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    if (main.current && !focusMainHeading(main.current)) main.current.focus();
  };
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* The first stop of the Tab key: past the top bar and the menu, straight to the screen. */}
      <Box
        component="a"
        href="#conteudo"
        onClick={skipToContent}
        sx={{
          position: 'fixed',
          top: 8,
          left: 8,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'primary.dark',
          fontWeight: 500,
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        }}
      >
        Pular para o conteúdo
      </Box>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Abrir menu"
            onClick={() => setMobileOpen((open) => !open)}
            sx={{ mr: 2, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            Treina
          </Typography>
          <ProfileMenu />
        </Toolbar>
      </AppBar>
      <Box component="nav" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <SideMenu onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <SideMenu />
        </Drawer>
      </Box>
      <Box component="main" id="conteudo" ref={main} tabIndex={-1} sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
