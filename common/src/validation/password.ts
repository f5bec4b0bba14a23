import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { resetPasswordSchema } from './auth';

/** The current password: asked before a signed-in user may choose a new one. */
export const currentPasswordSchema = yup.string().required(MESSAGES.resetPassword.currentRequired);

/** The account menu's password change: the current password, then the new one twice. */
export const changePasswordSchema = resetPasswordSchema.shape({
  currentPassword: currentPasswordSchema,
});
