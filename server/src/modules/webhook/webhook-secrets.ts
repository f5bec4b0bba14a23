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

  constructor(private readonly vault: CredentialsVault) {}

  seal(workspaceId: string, secret: string): string {
    const sealed: SealedWebhookSecret = { webhookSecret: secret };
    // The vault seals any JSON object; its type names the mailboxes' shape.
    return this.vault.seal(workspaceId, sealed as unknown as MailCredentials);
  }

  open(workspaceId: string, sealed: string): string {
    const key = `${workspaceId} ${sealed}`;
    let secret = this.opened.get(key);
    if (secret === undefined) {
      secret = (this.vault.open(workspaceId, sealed) as unknown as SealedWebhookSecret)
        .webhookSecret;
      if (this.opened.size > 10_000) this.opened.clear();
      this.opened.set(key, secret);
    }
    return secret;
  }
}
