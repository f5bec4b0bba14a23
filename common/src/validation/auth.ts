import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { requiredEmailAddressSchema } from './email-address';

export const loginSchema = yup.object({
  email: requiredEmailAddressSchema(MESSAGES.login.emailInvalid, MESSAGES.login.emailRequired),
  password: yup.string().required(MESSAGES.login.passwordRequired),
});

/** A sign-in (validated by loginSchema). */
export interface LoginCommand {
  email: string;
  password: string;
}

export const forgotPasswordSchema = yup.object({
  email: requiredEmailAddressSchema(
    MESSAGES.forgotPassword.emailInvalid,
    MESSAGES.forgotPassword.emailRequired,
  ),
});

/** A request for a reset link (validated by forgotPasswordSchema). */
export interface ForgotPasswordCommand {
  email: string;
}

/** The password rule the server enforces on every new password. */
export const newPasswordSchema = yup
  .string()
  .required(MESSAGES.resetPassword.newRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.resetPassword.tooShort);

export const resetPasswordSchema = yup.object({
  password: newPasswordSchema,
  confirmPassword: yup
    .string()
    .required(MESSAGES.resetPassword.confirmRequired)
    .oneOf([yup.ref('password')], MESSAGES.resetPassword.mismatch),
});

export const inviteSchema = yup.object({
  name: yup.string().trim().required(MESSAGES.invite.nameRequired),
  email: requiredEmailAddressSchema(MESSAGES.invite.emailInvalid, MESSAGES.invite.emailRequired),
});
/** A teammate invited to the caller's workspace (validated by inviteSchema). */
export interface InviteCommand {
  name: string;
  email: string;
}
