'use client';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NextLink from 'next/link';
import { useId, useState } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { useSignOut } from './use-sign-out';

/** The signed-in person's menu, or a plain sign-in link for visitors. */
export function AccountMenu() {
  const { state } = useAuth();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!state.isAuthenticated || !state.user)
    return (
      <Button component={NextLink} href="/login" variant="contained">
        Sign in
      </Button>
    );
  const name = state.user.firstName || state.user.username;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle aria-hidden="true" />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        Account<span className="account-name">: {name}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={NextLink} href="/profile" onClick={close}>
          Profile
        </MenuItem>
        <MenuItem component={NextLink} href="/settings/accessibility" onClick={close}>
          Accessibility settings
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => (close(), void signOut(false))}>Sign out</MenuItem>
        <MenuItem onClick={() => (close(), void signOut(true))}>Sign out everywhere</MenuItem>
      </Menu>
    </>
  );
}
