import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AuthSnapshotDto, ServiceName } from '@studio/contracts';
import type { RawResponse } from '@studio/platform';
import { GatewayConfig } from '../config';
import { COMPRESSION_THRESHOLD_BYTES } from '../http/compression';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An answer as it is sent, possibly to many: its ETag and its compressed forms are made once, not for every request
 * that is answered with it.
 */
export class CachedAnswer {
  readonly etag: string;

  private constructor(
    readonly at: number,
    readonly response: RawResponse,
    private readonly compressed: { br: Buffer; gzip: Buffer } | undefined,
  ) {
    const hash = createHash('sha1').update(response.body).digest('base64').slice(0, 27);
    this.etag = `W/"${response.body.length.toString(16)}-${hash}"`;
  }

  /**
   * The answer with its compressed forms (bodies from COMPRESSION_THRESHOLD_BYTES on), made on libuv's thread pool:
   * compressing a large listing on the event loop held every other request of the gateway for its duration.
   */
  static async prepared(response: RawResponse): Promise<CachedAnswer> {
    const body = response.body;
    if (body.length < COMPRESSION_THRESHOLD_BYTES) return new CachedAnswer(Date.now(), response, undefined);
    const [br, gzipped] = await Promise.all([
      brotliAsync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzipAsync(body, { level: 6 }),
    ]);
    return new CachedAnswer(Date.now(), response, { br, gzip: gzipped });
  }

  /** The body for a client that accepts `encoding` (none: as it is), and the encoding used. */
  bodyFor(encoding: string | false): { body: Buffer; encoding?: 'br' | 'gzip' } {
    if (this.compressed && (encoding === 'br' || encoding === 'gzip')) {
      return { body: this.compressed[encoding], encoding };
    }
    return { body: this.response.body };
  }
}

/** Beyond this many different entries a map starts over, so odd queries cannot grow it without bound. */
const MAX_ENTRIES = 2000;

/** The one shape a cache-busting parameter may have (the route's query DTO checks the same). */
const CACHE_BUSTER_VALUE = /^\d{1,20}$/;

const KNOWN_CHANGES_SNAPSHOT_MS = 60_000;

/**
 * A request URL as the fast lane keys it: the path and the query without the route's cache buster, or undefined
 * when the buster is malformed (such a request goes the whole way and meets the route's validation).
 */
function urlKey(url: string, buster: string | null): string | undefined {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = new URLSearchParams(url.slice(mark + 1));
  if (buster !== null && query.has(buster)) {
    if (!query.getAll(buster).every((value) => CACHE_BUSTER_VALUE.test(value))) return undefined;
    query.delete(buster);
  }
  const rest = query.toString();
  return rest ? `${url.slice(0, mark)}?${rest}` : url.slice(0, mark);
}

/**
 * What the gateway answers from memory for a moment (READ_CACHE_MS) instead of asking a service each time:
 * public reads (the schedule every member polls, the class list, the home page sections) and the role and auth
 * version behind each session. Any change that goes through this gateway forgets the answers, and one made
 * through identity the roles too (at every gateway, see AuthChangeChannel), so whoever made it (an admin's edit or
 * demotion, a member's booking or new password) sees it on the very next request; other changes from elsewhere
 * show within the moment.
 */
@Injectable()
export class ReadCache {
  private readonly answers = new Map<string, CachedAnswer>();
  /**
   * The same answers by request URL, for the fast lane in front of Nest. A URL gets an entry only after a request
   * for it went through the route's validation and access check and was answered, so a later request for the same
   * URL (same path, same query) would pass them the same way.
   */
  private readonly byUrl = new Map<string, CachedAnswer>();
  /** Per path answered so far: the route's cache-buster parameter, or null. */
  private readonly bustersByPath = new Map<string, string | null>();
  private readonly fetching = new Map<string, Promise<CachedAnswer>>();
  private readonly snapshots = new Map<number, { at: number; snapshot: AuthSnapshotDto }>();
  /** Bumped by every change: what was read before a change is never kept after it. */
  private generation = 0;
  /** Bumped by every change through identity: a role read before one is never kept after it. */
  private roleGeneration = 0;

  /** Tells the other gateways of a change through identity, while they can hear it. */
  private announceRoleChange?: () => void;

  constructor(private readonly config: GatewayConfig) {}

  /**
   * How long a session's role and auth version are kept: while every change to a user is heard of here, from this
   * gateway or another (AuthChangeChannel), until the next one (a minute at most); otherwise a change made through
   * another gateway could go unheard, and READ_CACHE_MS at most. With READ_CACHE_MS 0 nothing is kept (`keep`).
   */
  private get snapshotMs(): number {
    return this.announceRoleChange ? KNOWN_CHANGES_SNAPSHOT_MS : this.config.READ_CACHE_MS;
  }

  /**
   * The gateways now tell each other of every change through identity (`announce` tells them of this one's): roles
   * are kept longer from here on. What was kept before may predate a change not heard of, so it goes.
   */
  linkGateways(announce: () => void): void {
    this.forgetRoles();
    this.announceRoleChange = announce;
  }

  /** The other gateways can no longer be heard (the channel dropped): roles are kept READ_CACHE_MS again. */
  unlinkGateways(): void {
    this.announceRoleChange = undefined;
    this.forgetRoles();
  }

  /** Another gateway made a change through identity: every session's role and auth version is read again. */
  forgetRoles(): void {
    this.roleGeneration += 1;
    this.snapshots.clear();
  }

  answer(key: string, now = Date.now()): CachedAnswer | undefined {
    return this.fresh(this.answers, key, now);
  }

  /**
   * An answer that ran out less than READ_CACHE_MS ago: served while one fetch brings the next, so that no reader
   * waits for the service when a kept answer runs out under load. Never one from before a change made through
   * the gateway (those are forgotten).
   */
  staleAnswer(key: string, now = Date.now()): CachedAnswer | undefined {
    const entry = this.answers.get(key);
    return entry && now - entry.at < 2 * this.config.READ_CACHE_MS ? entry : undefined;
  }

  /**
   * One request to the service for a key however many ask at once: when a kept answer runs out under load,
   * the readers waiting for it share one fetch, and one prepared answer, instead of all reaching the service
   * together and each compressing what it brought.
   */
  fetchOnce(key: string, fetch: () => Promise<RawResponse>): Promise<CachedAnswer> {
    const running = this.fetching.get(key);
    if (running) return running;
    const generation = this.generation;
    const started = (async () => {
      const answer = await CachedAnswer.prepared(await fetch());
      if (answer.response.status < 400 && generation === this.generation)
        this.keep(this.answers, key, answer);
      return answer;
    })();
    this.fetching.set(key, started);
    const done = () => {
      if (this.fetching.get(key) === started) this.fetching.delete(key);
    };
    started.then(done, done);
    return started;
  }

  /** The kept answer for a request URL (`/api/classes?x=1`), if a request for it was answered a moment ago. */
  answerForUrl(url: string, now = Date.now()): CachedAnswer | undefined {
    const mark = url.indexOf('?');
    const buster = this.bustersByPath.get(mark < 0 ? url : url.slice(0, mark));
    if (buster === undefined) return undefined;
    const key = urlKey(url, buster);
    return key === undefined ? undefined : this.fresh(this.byUrl, key, now);
  }

  /** Keeps an answer under the URL of a request that went through its route (see `byUrl`). */
  keepForUrl(url: string, buster: string | undefined, answer: CachedAnswer, generation: number): void {
    const key = urlKey(url, buster ?? null);
    if (key === undefined || answer.response.status >= 400 || generation !== this.generation) return;
    const mark = url.indexOf('?');
    if (this.bustersByPath.size >= MAX_ENTRIES) this.bustersByPath.clear();
    this.bustersByPath.set(mark < 0 ? url : url.slice(0, mark), buster ?? null);
    this.keep(this.byUrl, key, answer);
  }

  /** Starts one fetch of the next answer for a key unless one is running; `kept` gets it once it is kept. */
  refreshInBackground(
    key: string,
    fetch: () => Promise<RawResponse>,
    kept: (answer: CachedAnswer) => void,
  ): void {
    if (this.fetching.has(key)) return;
    this.fetchOnce(key, fetch).then(kept, () => undefined);
  }

  snapshot(userId: number, now = Date.now()): AuthSnapshotDto | undefined {
    return this.fresh(this.snapshots, userId, now, this.snapshotMs)?.snapshot;
  }

  keepSnapshot(userId: number, snapshot: AuthSnapshotDto, generation: number, now = Date.now()): void {
    if (generation === this.roleGeneration) this.keep(this.snapshots, userId, { at: now, snapshot });
  }

  /** The current generation of the roles, to hand back to keepSnapshot with what was read under it. */
  currentRoleGeneration(): number {
    return this.roleGeneration;
  }

  /** The current generation of the answers, to hand back to keepForUrl with what was read under it. */
  currentGeneration(): number {
    return this.generation;
  }

  /** After a change made through the gateway by a service: the answers, and the roles when identity made it. */
  forgetAfterChangeBy(service: ServiceName): void {
    if (service === 'identity') this.forgetAll();
    else this.forgetReads();
  }

  /** After a change to who someone is (identity's writes): every answer and every session's role. */
  forgetAll(): void {
    this.forgetReads();
    this.forgetRoles();
    this.announceRoleChange?.();
  }

  /**
   * After any other change (a booking, a schedule, a membership): every kept answer, but not the roles and
   * auth versions, which only identity's writes change; a busy studio's bookings then cost no identity call each.
   */
  private forgetReads(): void {
    this.generation += 1;
    this.answers.clear();
    this.byUrl.clear();
    this.fetching.clear();
  }

  private fresh<K, V extends { at: number }>(
    map: Map<K, V>,
    key: K,
    now: number,
    lifetimeMs = this.config.READ_CACHE_MS,
  ): V | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    const age = now - entry.at;
    if (age < lifetimeMs) return entry;
    // Kept one moment longer for staleAnswer.
    if (age >= 2 * lifetimeMs) map.delete(key);
    return undefined;
  }

  private keep<K, V>(map: Map<K, V>, key: K, value: V): void {
    if (this.config.READ_CACHE_MS <= 0) return;
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(key, value);
  }
}
