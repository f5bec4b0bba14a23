import type { ServerModule } from '../server-module';

/** Password reset and invitation mail, over SYSTEM_SMTP_URL or into the outbox directory. */
export const systemMailModule: ServerModule = { name: 'system-mail' };
