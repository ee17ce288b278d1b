/**
 * Account actions of the sign-in, reset and account pages: sign in, register,
 * sign out, passwords. They change the session store, not cached queries, so
 * they need no query client (see useAction).
 */
import type {
  ChangePasswordBody,
  DeleteAccountBody,
  ForgotPasswordBody,
  LoginBody,
  LogoutAllBody,
  RegisterBody,
  ResetPasswordBody,
  User,
} from '../contract';
import { withApi } from '../runtime/loadApi';
import { setSignedIn } from '../runtime/sessionStore';
import { useAction } from '../runtime/useAction';

const signIn = (body: LoginBody) => withApi((api) => api.auth.login(body));
const register = (body: RegisterBody) => withApi((api) => api.auth.register(body));
const signOut = () => withApi((api) => api.auth.logout());
const signOutEverywhere = (body: LogoutAllBody = {}) => withApi((api) => api.auth.logoutEverywhere(body));
const changePassword = (body: ChangePasswordBody) => withApi((api) => api.auth.changePassword(body));
const forgotPassword = (body: ForgotPasswordBody) => withApi((api) => api.auth.forgotPassword(body));
const resetPassword = (body: ResetPasswordBody) => withApi((api) => api.auth.resetPassword(body));
const deleteAccount = (body: DeleteAccountBody) => withApi((api) => api.auth.deleteAccount(body));

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
/** Deleting the account ends every session of it: this browser is signed out (and the cache emptied) at once. */
export const useDeleteAccount = () => useAction(deleteAccount, { onSuccess: signedOut });
