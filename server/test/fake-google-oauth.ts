import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogleUser {
  email: string;
  name: string;
}

/**
 * A local stand-in for Google's OAuth 2 token and userinfo endpoints, speaking the same HTTP:
 * `issueCode(user)` makes an authorization code as Google's consent page would; `/token` exchanges it
 * (checking client id, secret and redirect URI) or a refresh token; `/userinfo` answers for a Bearer
 * access token. `onAccessToken` lets a test hand each new access token to the mail sandbox.
 */
export class FakeGoogleOAuth {
  readonly clientId = 'fake-client-id.apps.googleusercontent.com';
  readonly clientSecret = 'fake-client-secret';
  private readonly codes = new Map<string, { user: FakeGoogleUser; redirectUri: string }>();
  private readonly refreshTokens = new Map<string, FakeGoogleUser>();
  private readonly accessTokens = new Map<string, FakeGoogleUser>();
  private server: http.Server | undefined;
  url = '';

  constructor(private readonly onAccessToken: (user: FakeGoogleUser, token: string) => void) {}

  static async start(
    onAccessToken: (user: FakeGoogleUser, token: string) => void,
  ): Promise<FakeGoogleOAuth> {
    const fake = new FakeGoogleOAuth(onAccessToken);
    fake.server = http.createServer((request, response) => void fake.handle(request, response));
    await new Promise<void>((resolve) => fake.server!.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** The env that points the server at this fake (and at `hosts` for XOAUTH2). */
  env(hosts: { smtp: string; imap: string }): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: this.clientId,
      GOOGLE_CLIENT_SECRET: this.clientSecret,
      GOOGLE_AUTHORIZE_URL: `${this.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${this.url}/token`,
      GOOGLE_USERINFO_URL: `${this.url}/v1/userinfo`,
      GOOGLE_SMTP_SERVER: hosts.smtp,
      GOOGLE_IMAP_SERVER: hosts.imap,
    };
  }

  issueCode(user: FakeGoogleUser, redirectUri: string): string {
    const code = `code-${crypto.randomBytes(8).toString('hex')}`;
    this.codes.set(code, { user, redirectUri });
    return code;
  }

  private issueAccessToken(user: FakeGoogleUser): string {
    const token = `ya29.${crypto.randomBytes(12).toString('hex')}`;
    this.accessTokens.set(token, user);
    this.onAccessToken(user, token);
    return token;
  }

  private async handle(
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): Promise<void> {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && request.url === '/token') {
      let raw = '';
      for await (const chunk of request) raw += chunk;
      const form = new URLSearchParams(raw);
      if (
        form.get('client_id') !== this.clientId ||
        form.get('client_secret') !== this.clientSecret
      ) {
        return send(401, { error: 'invalid_client' });
      }
      if (form.get('grant_type') === 'authorization_code') {
        const grant = this.codes.get(form.get('code') ?? '');
        this.codes.delete(form.get('code') ?? '');
        if (!grant || grant.redirectUri !== form.get('redirect_uri'))
          return send(400, { error: 'invalid_grant' });
        const refresh = `1//${crypto.randomBytes(12).toString('hex')}`;
        this.refreshTokens.set(refresh, grant.user);
        return send(200, {
          access_token: this.issueAccessToken(grant.user),
          refresh_token: refresh,
          expires_in: 3599,
          token_type: 'Bearer',
        });
      }
      if (form.get('grant_type') === 'refresh_token') {
        const user = this.refreshTokens.get(form.get('refresh_token') ?? '');
        if (!user) return send(400, { error: 'invalid_grant' });
        return send(200, {
          access_token: this.issueAccessToken(user),
          expires_in: 3599,
          token_type: 'Bearer',
        });
      }
      return send(400, { error: 'unsupported_grant_type' });
    }
    if (request.method === 'GET' && request.url === '/v1/userinfo') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const user = this.accessTokens.get(token);
      if (!user) return send(401, { error: 'invalid_token' });
      return send(200, { email: user.email, name: user.name, email_verified: true });
    }
    send(404, { error: 'not_found' });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
