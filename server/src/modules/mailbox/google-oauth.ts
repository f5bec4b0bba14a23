import crypto from 'node:crypto';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';

/** Scopes of spec 02 §9: profile, email, and Gmail send, read-only and insert. */
export const GOOGLE_SCOPES = [
  'openid',
  'profile',
  'email',
  'https://www.googleapis.com/auth/gmail.send',
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/gmail.insert',
];

export const GOOGLE_NOT_CONFIGURED =
  'Google sign-in is not configured on this server: the administrator must set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.';

export interface GoogleTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * The OAuth 2 authorization-code flow against Google's endpoints (or, from config, any server that
 * speaks the same protocol, such as the local fake in tests).
 */
export class GoogleOAuth {
  constructor(private readonly config: Config['google']) {}

  get configured(): boolean {
    return Boolean(this.config.clientId && this.config.clientSecret);
  }

  private require(): { clientId: string; clientSecret: string } {
    if (!this.config.clientId || !this.config.clientSecret) {
      throw AppError.badRequest(GOOGLE_NOT_CONFIGURED);
    }
    return { clientId: this.config.clientId, clientSecret: this.config.clientSecret };
  }

  /** Where to send the browser; Google comes back to `redirectUrl` with `code`. */
  authorizeUrl(redirectUrl: string, loginHint?: string): string {
    const { clientId } = this.require();
    const url = new URL(this.config.authorizeUrl);
    url.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUrl,
      response_type: 'code',
      scope: GOOGLE_SCOPES.join(' '),
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: crypto.randomBytes(16).toString('base64url'),
      ...(loginHint ? { login_hint: loginHint } : {}),
    }).toString();
    return url.toString();
  }

  private async tokenRequest(params: Record<string, string>): Promise<Record<string, unknown>> {
    const { clientId, clientSecret } = this.require();
    let response: Response;
    try {
      response = await fetch(this.config.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...params }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw AppError.badRequest(
        'Google could not be reached to finish signing in. Please try again.',
      );
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || typeof body.access_token !== 'string') {
      throw AppError.badRequest(
        'Google did not accept the sign-in (the code may have expired or been used). Please connect again.',
      );
    }
    return body;
  }

  async exchangeCode(code: string, redirectUrl: string): Promise<GoogleTokens> {
    if (!code) throw AppError.badRequest('The Google authorization code is missing.');
    const body = await this.tokenRequest({
      code,
      redirect_uri: redirectUrl,
      grant_type: 'authorization_code',
    });
    if (typeof body.refresh_token !== 'string') {
      throw AppError.badRequest(
        'Google did not grant offline access. Remove Outbound from your Google account permissions and connect again.',
      );
    }
    return {
      accessToken: body.access_token as string,
      refreshToken: body.refresh_token,
      expiresAt: Date.now() + Number(body.expires_in ?? 3600) * 1000,
    };
  }

  /** A fresh access token for a stored refresh token. */
  async refresh(refreshToken: string): Promise<GoogleTokens> {
    const body = await this.tokenRequest({
      refresh_token: refreshToken,
      grant_type: 'refresh_token',
    });
    return {
      accessToken: body.access_token as string,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : refreshToken,
      expiresAt: Date.now() + Number(body.expires_in ?? 3600) * 1000,
    };
  }

  async userInfo(accessToken: string): Promise<{ email: string; name: string }> {
    const response = await fetch(this.config.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
    const body = response?.ok ? ((await response.json()) as Record<string, unknown>) : undefined;
    if (!body || typeof body.email !== 'string') {
      throw AppError.badRequest(
        'Google did not tell which address was signed in. Please connect again.',
      );
    }
    return { email: body.email, name: typeof body.name === 'string' ? body.name : body.email };
  }
}
