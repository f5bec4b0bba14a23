import type { ServerModule } from '../server-module';

/** Rendering, sanitising, MIME composition and DKIM; used by the preview, test send and dispatch. */
export const messageModule: ServerModule = { name: 'message' };
