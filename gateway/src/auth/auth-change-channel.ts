import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import { GatewayConfig } from '../config';
import { ReadCache } from '../routes/read-cache';
import { SESSION_REDIS } from '../session/session';

/**
 * Distributed mode: the gateways tell each other, over a Redis channel, of every change made through identity
 * (a role, a password, a profile), so that each can keep the roles and auth versions of its sessions for long
 * instead of asking identity on almost every request. While the channel is down a change could go unheard, so
 * the cache falls back to keeping them READ_CACHE_MS (see ReadCache.linkGateways).
 */
@Injectable()
export class AuthChangeChannel implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AuthChangeChannel');
  /** This gateway's name on the channel: its own announcements come back to it and are not news. */
  private readonly self = randomUUID();
  private readonly channel: string;
  private listener?: IORedis;

  constructor(
    @Inject(SESSION_REDIS) private readonly redis: IORedis | undefined,
    private readonly cache: ReadCache,
    config: GatewayConfig,
  ) {
    this.channel = `${config.QUEUE_PREFIX}:auth-changes`;
  }

  onApplicationBootstrap(): void {
    if (!this.redis) return;
    // A connection of its own (one that subscribes can send nothing else), subscribing afresh after every
    // reconnect: announcements made while it was away are lost, so the link is made again only then.
    const listener = this.redis.duplicate({ autoResubscribe: false, lazyConnect: true });
    this.listener = listener;
    listener.on('message', (_channel: string, from: string) => {
      if (from !== this.self) this.cache.forgetRoles();
    });
    listener.on('ready', () => {
      listener.subscribe(this.channel).then(
        () => this.cache.linkGateways(() => this.announce()),
        (error: Error) => this.logger.warn(`not listening for auth changes: ${error.message}`),
      );
    });
    listener.on('close', () => this.cache.unlinkGateways());
    listener.on('error', () => undefined);
    listener.connect().catch(() => undefined);
  }

  private announce(): void {
    // Redis not answering is what also drops the other gateways' links, so they fall back to READ_CACHE_MS.
    this.redis?.publish(this.channel, this.self).catch((error: Error) => {
      this.logger.warn(`auth change not announced: ${error.message}`);
    });
  }

  onApplicationShutdown(): void {
    this.listener?.disconnect(false);
  }
}
