import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES } from '../messages';

/** An address shaped like name@domain.tld; shared by every email field. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const loginSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(MESSAGES.login.emailRequired)
    .matches(EMAIL_PATTERN, MESSAGES.login.emailInvalid),
  password: yup.string().required(MESSAGES.login.passwordRequired),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

export const forgotPasswordSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(MESSAGES.forgotPassword.emailRequired)
    .matches(EMAIL_PATTERN, MESSAGES.forgotPassword.emailInvalid),
});
export type ForgotPasswordInput = yup.InferType<typeof forgotPasswordSchema>;

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
export type ResetPasswordInput = yup.InferType<typeof resetPasswordSchema>;

export const inviteSchema = yup.object({
  name: yup.string().trim().required(MESSAGES.invite.nameRequired),
  email: yup
    .string()
    .trim()
    .required(MESSAGES.invite.emailRequired)
    .matches(EMAIL_PATTERN, MESSAGES.invite.emailInvalid),
});
export type InviteInput = yup.InferType<typeof inviteSchema>;
