'use client';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { AccessibilityQuickControl } from '@/features/accessibility/accessibility-quick-control';
import { useAuth } from '@/features/auth/auth-context';
import { useTRPC } from '@/trpc/react';
import { Logo } from '../logo';
import { usePublicConfig } from '../public-config-context';
import { AccountMenu } from './account-menu';

const SIGNED_IN_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/profile', label: 'Profile' },
  { href: '/settings/accessibility', label: 'Accessibility' },
];

/** Only for administrators, as `user.me` says; the console itself checks again on the server. */
const ADMIN_LINK = { href: '/admin', label: 'Admin' };

function isCurrent(href: string, pathname: string): boolean {
  return href === '/admin'
    ? pathname === href || pathname.startsWith('/admin/')
    : pathname === href;
}

/** Logo, navigation, accessibility control and account menu on every app page. */
export function AppHeader() {
  const { appName } = usePublicConfig();
  const { state } = useAuth();
  const pathname = usePathname();
  const trpc = useTRPC();
  const me = useQuery({ ...trpc.user.me.queryOptions(), enabled: state.isAuthenticated });
  const links = !state.isAuthenticated
    ? SIGNED_IN_LINKS.slice(2)
    : me.data?.isAdmin
      ? [...SIGNED_IN_LINKS, ADMIN_LINK]
      : SIGNED_IN_LINKS;
  return (
    <AppBar
      position="static"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 0.5 }}>
        <Logo appName={appName} />
        <Box
          component="nav"
          aria-label="Main"
          // Own line on small screens, so the links keep whole words at 320 px and 200 % text.
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            order: { xs: 3, sm: 0 },
            flex: { xs: '1 1 100%', sm: 1 },
            ml: { sm: 2 },
          }}
        >
          {links.map((link) => (
            <Button
              key={link.href}
              component={NextLink}
              href={link.href}
              color="inherit"
              aria-current={isCurrent(link.href, pathname) ? 'page' : undefined}
              sx={{
                textTransform: 'none',
                fontWeight: isCurrent(link.href, pathname) ? 700 : 400,
              }}
            >
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
          <AccessibilityQuickControl />
          <AccountMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
