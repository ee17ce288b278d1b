/**
 * Account actions of the sign-in, reset and account pages: sign in, register,
 * sign out, passwords. They change the session store, not cached queries, so
 * they need no query client (see useAction).
 */
import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  User,
} from '../contract';
import { loadApi } from './loadApi';
import { setSignedIn } from './sessionStore';
import { useAction } from './useAction';

const signIn = async (body: LoginBody) => (await loadApi()).auth.login(body);
const register = async (body: RegisterBody) => (await loadApi()).auth.register(body);
const signOut = async () => (await loadApi()).auth.logout();
const signOutEverywhere = async () => (await loadApi()).auth.logoutEverywhere();
const changePassword = async (body: ChangePasswordBody) => (await loadApi()).auth.changePassword(body);
const forgotPassword = async (body: ForgotPasswordBody) => (await loadApi()).auth.forgotPassword(body);
const resetPassword = async (body: ResetPasswordBody) => (await loadApi()).auth.resetPassword(body);

const signedIn = ({ user }: { user: User }) => setSignedIn(user);
const signedOut = () => setSignedIn(null);

export const useSignIn = () => useAction(signIn, { onSuccess: signedIn });
export const useRegister = () => useAction(register, { onSuccess: signedIn });
export const useSignOut = () => useAction(signOut, { onSuccess: signedOut });
export const useSignOutEverywhere = () => useAction(signOutEverywhere, { onSuccess: signedOut });
/** Changing the password ends the other sessions; this one stays. */
export const useChangePassword = () => useAction(changePassword);
export const useForgotPassword = () => useAction(forgotPassword);
/** A reset ends every session of the account, this browser's included. */
export const useResetPassword = () => useAction(resetPassword, { onSuccess: signedOut });
