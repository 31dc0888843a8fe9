import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { placeholders } from '@studio/platform';
import type { DeviceType } from '@studio/contracts';

export interface DeviceRow {
  id: number;
  userId: number;
  deviceToken: string;
  deviceType: DeviceType;
  isActive: boolean;
  createdAt: Date;
  lastUsed: Date;
}

const COLUMNS = `id, user_id as "userId", device_token as "deviceToken", device_type as "deviceType",
  is_active as "isActive", created_at as "createdAt", last_used as "lastUsed"`;

/** Raw rows carry timestamps as text. */
function withDates(row: DeviceRow): DeviceRow {
  return { ...row, createdAt: new Date(row.createdAt), lastUsed: new Date(row.lastUsed) };
}

/** Push devices, each token once; a member sees and changes only their own. */
@Injectable()
export class DevicesRepository {
  constructor(private readonly orm: MikroORM) {}

  private run<T>(sql: string, params: unknown[], em?: EntityManager): Promise<T[]> {
    const target = em ?? this.orm.em.fork();
    return target.getConnection().execute<T[]>(sql, params, 'all', target.getTransactionContext());
  }

  /** The members' active devices, most recently used first. */
  async listActive(userIds: number[], em?: EntityManager): Promise<DeviceRow[]> {
    if (userIds.length === 0) return [];
    const rows = await this.run<DeviceRow>(
      `select ${COLUMNS} from device_tokens where user_id in (${placeholders(userIds)}) and is_active
       order by last_used desc, id desc`,
      userIds,
      em,
    );
    return rows.map(withDates);
  }

  async findById(id: number): Promise<DeviceRow | null> {
    const [row] = await this.run<DeviceRow>(`select ${COLUMNS} from device_tokens where id = ?`, [id]);
    return row ? withDates(row) : null;
  }

  /**
   * A token already known moves here, active, when it is the member's own or its owner deactivated it (the device
   * now signed in as someone else); null while it is another member's active device, which stays as it was.
   */
  async register(userId: number, token: string, type: DeviceType, now: Date): Promise<DeviceRow | null> {
    const [row] = await this.run<DeviceRow>(
      `insert into device_tokens (user_id, device_token, device_type, is_active, created_at, last_used)
       values (?, ?, ?, true, ?, ?)
       on conflict (device_token) do update set user_id = excluded.user_id, device_type = excluded.device_type,
         is_active = true, last_used = excluded.last_used
       where device_tokens.user_id = excluded.user_id or not device_tokens.is_active
       returning ${COLUMNS}`,
      [userId, token, type, now, now],
    );
    return row ? withDates(row) : null;
  }

  /** Answers how many of the member's active devices matched. */
  async deactivate(userId: number, token: string): Promise<number> {
    const rows = await this.run(
      'update device_tokens set is_active = false where user_id = ? and device_token = ? and is_active returning id',
      [userId, token],
    );
    return rows.length;
  }

  async deactivateAll(userId: number): Promise<number> {
    const rows = await this.run(
      'update device_tokens set is_active = false where user_id = ? and is_active returning id',
      [userId],
    );
    return rows.length;
  }

  /** The push service no longer knows the token. */
  async deactivateToken(token: string): Promise<void> {
    await this.run('update device_tokens set is_active = false where device_token = ?', [token]);
  }

  async markUsed(id: number, at: Date): Promise<void> {
    await this.run('update device_tokens set last_used = greatest(last_used, ?) where id = ?', [at, id]);
  }
}
