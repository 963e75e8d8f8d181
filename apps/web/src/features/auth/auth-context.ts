'use client';
import { createContext, useContext } from 'react';
import type { AuthActions } from './auth-actions';
import type { AuthState } from './state/auth-state';

export interface AuthContextValue extends AuthActions {
  state: AuthState;
  appName: string;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
