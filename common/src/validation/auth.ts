import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { ASSIGNABLE_ROLES } from '../roles';
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

/** The invite's name goes into the system email's subject and body: it is capped. */
export const INVITE_NAME_MAX_LENGTH = 100;

export const inviteSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(MESSAGES.invite.nameRequired)
    .max(INVITE_NAME_MAX_LENGTH, MESSAGES.invite.nameTooLong),
  email: requiredEmailAddressSchema(MESSAGES.invite.emailInvalid, MESSAGES.invite.emailRequired),
  role: yup
    .string()
    .default('member')
    .oneOf([...ASSIGNABLE_ROLES], MESSAGES.invite.roleInvalid)
    .required(MESSAGES.invite.roleInvalid),
});
/** A teammate invited to the caller's workspace (validated by inviteSchema); role: `member`. */
export interface InviteCommand {
  name: string;
  email: string;
  role?: string | null;
}

/** A teammate's new role (validated by roleChangeSchema). */
export const roleChangeSchema = yup.object({
  userId: yup.string().required(MESSAGES.team.userRequired),
  role: yup
    .string()
    .oneOf([...ASSIGNABLE_ROLES], MESSAGES.invite.roleInvalid)
    .required(MESSAGES.invite.roleInvalid),
});
export interface RoleChangeCommand {
  userId: string;
  role: string;
}
