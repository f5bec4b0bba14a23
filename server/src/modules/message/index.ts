import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { DkimKeys } from './dkim';

/** Rendering, sanitising, MIME composition and DKIM; used by the preview, test send and dispatch. */
export const messageModule: ServerModule = { name: 'message' };

/** Loads the DKIM keys used by the preview, the test send and dispatch. */
export function buildMessageServices({
  config,
  logger,
}: Pick<ServiceDeps, 'config' | 'logger'>): Pick<Services, 'dkim'> {
  return { dkim: DkimKeys.load(config.dkimKeysDir, logger.child({ module: 'dkim' })) };
}

export { composeRaw } from './compose';
export { renderMessage, stepSubject } from './render';
export { pickSpintax, spintaxSeeds, variantText } from './variants';
export { sanitizeRenderedHtml } from './sanitize-html';
