import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { resetPasswordSchema } from './auth';

/** The current password: asked before a signed-in user may choose a new one. */
export const currentPasswordSchema = yup.string().required(MESSAGES.resetPassword.currentRequired);

/** The account menu's password change: the current password, then the new one twice. */
export const changePasswordSchema = resetPasswordSchema.shape({
  currentPassword: currentPasswordSchema,
});

/** A reset or invite link used: its token and the new password (validated by newPasswordSchema). */
export interface PasswordResetCommand {
  token: string;
  password: string;
}

/**
 * A signed-in user's new password: the new one is validated (newPasswordSchema) before the
 * current one (currentPasswordSchema).
 */
export interface PasswordChangeCommand {
  /** Missing or null fails with the form's own message. */
  currentPassword?: string | null;
  password: string;
}
