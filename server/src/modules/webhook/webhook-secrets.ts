import type { CredentialsVault, MailCredentials } from '../mailbox/credentials-vault';

/** What the vault seals for an endpoint: its signing secret alone. */
interface SealedWebhookSecret {
  webhookSecret: string;
}

/**
 * Endpoint secrets sealed by the credentials vault the mailboxes use (AES-256-GCM under a
 * per-workspace key). Opened secrets are kept in memory by sealed text, so a busy endpoint is
 * not decrypted on every delivery; a rotated secret is another sealed text.
 */
export class WebhookSecrets {
  private readonly opened = new Map<string, string>();
  /** The last one opened: a worker's deliveries mostly go to one endpoint after another. */
  private last = { workspaceId: '', sealed: '', secret: '' };

  constructor(private readonly vault: CredentialsVault) {}

  seal(workspaceId: string, secret: string): string {
    const sealed: SealedWebhookSecret = { webhookSecret: secret };
    // The vault seals any JSON object; its type names the mailboxes' shape.
    return this.vault.seal(workspaceId, sealed as unknown as MailCredentials);
  }

  open(workspaceId: string, sealed: string): string {
    const { last } = this;
    if (sealed === last.sealed && workspaceId === last.workspaceId) return last.secret;
    const key = `${workspaceId} ${sealed}`;
    let secret = this.opened.get(key);
    if (secret === undefined) {
      secret = (this.vault.open(workspaceId, sealed) as unknown as SealedWebhookSecret)
        .webhookSecret;
      if (this.opened.size > 10_000) this.opened.clear();
      this.opened.set(key, secret);
    }
    this.last = { workspaceId, sealed, secret };
    return secret;
  }
}
