/** Account actions of the sign-in and account pages: sign in, register, sign out, passwords. */
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from '../contract';
import { loadApi } from './loadApi';
import { setSignedIn } from './sessionStore';

export function useSignIn() {
  return useMutation({
    mutationFn: async (body: LoginBody) => (await loadApi()).auth.login(body),
    onSuccess: ({ user }) => setSignedIn(user),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterBody) => (await loadApi()).auth.register(body),
    onSuccess: ({ user }) => setSignedIn(user),
  });
}

export function useSignOut() {
  return useMutation({
    mutationFn: async () => (await loadApi()).auth.logout(),
    onSuccess: () => setSignedIn(null),
  });
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: async () => (await loadApi()).auth.logoutEverywhere(),
    onSuccess: () => setSignedIn(null),
  });
}

/** Changing the password ends the other sessions; this one stays. */
export function useChangePassword() {
  return useMutation({ mutationFn: async (body: ChangePasswordBody) => (await loadApi()).auth.changePassword(body) });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: async (body: ForgotPasswordBody) => (await loadApi()).auth.forgotPassword(body) });
}

/** A reset ends every session of the account, this browser's included. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) => (await loadApi()).auth.resetPassword(body),
    onSuccess: () => setSignedIn(null),
  });
}
