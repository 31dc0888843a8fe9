import { IsInt, IsString, IsUrl, Max, Min, MinLength, ValidateIf } from 'class-validator';
import { PlatformConfig } from '@studio/platform';

export class GatewayConfig extends PlatformConfig {
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT: number = 3000;

  /** Signs the session cookie. Required in production; elsewhere one is generated and kept under DATA_DIR. */
  @ValidateIf((c: GatewayConfig) => c.NODE_ENV === 'production' || c.SESSION_SECRET !== undefined)
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET?: string;

  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'PUBLIC_URL must be an http(s) URL' })
  PUBLIC_URL: string = `http://localhost:${process.env.PORT ?? 3000}`;

  @IsString()
  FRONTEND_DIST: string = 'frontend/dist';

  /**
   * How long public reads and each session's role are answered from the gateway's memory; any change made
   * through the gateway clears them. 0: off. (Embedded mode, one gateway that sees every change, keeps the
   * roles until one, a minute at most: see ReadCache.)
   */
  @IsInt()
  @Min(0)
  @Max(60000)
  READ_CACHE_MS: number = 1000;

  /** Interface the gateway listens on. */
  @IsString()
  GATEWAY_HOST: string = '0.0.0.0';

  /**
   * In production the gateway runs behind one proxy (the Ingress, a load balancer) and trusts its X-Forwarded-*
   * headers: whether a request came over https (secure cookie, Strict-Transport-Security) and from which address.
   */
  get behindProxy(): boolean {
    return this.NODE_ENV === 'production';
  }
}
