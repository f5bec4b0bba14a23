import type { ServerModule } from '../server-module';
import path from 'node:path';
import type { ServiceDeps, Services } from '../../services';
import { SystemMailService } from './system-mail.service';

/** Password reset and invitation mail, over SYSTEM_SMTP_URL or into the outbox directory. */
export const systemMailModule: ServerModule = { name: 'system-mail' };

/** Builds the system mail service: SMTP when configured, else `.eml` files in the outbox. */
export function buildSystemMailServices({
  config,
  logger,
}: Pick<ServiceDeps, 'config' | 'logger'>): Pick<Services, 'mail'> {
  const mail = new SystemMailService(
    {
      smtpUrl: config.systemSmtpUrl,
      from: config.systemMailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      allowPlaintextAuth: config.allowPlaintextMailAuth,
    },
    logger.child({ module: 'system-mail' }),
  );
  return { mail };
}
