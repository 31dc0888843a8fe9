import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { UserDto } from '@studio/contracts';
import { placeholders } from '@studio/platform';

export interface ChannelSettings {
  emailNotifications: boolean;
  pushNotifications: boolean;
  smsNotifications: boolean;
  phoneNumber: string | null;
}

export interface Recipient extends ChannelSettings {
  userId: number;
  email: string | null;
  fullName: string | null;
  profileObservedAt: Date | null;
}

export interface ProfileFromIdentity extends ChannelSettings {
  userId: number;
  email: string;
  fullName: string;
  observedAt: Date;
}

export const DEFAULT_SETTINGS: ChannelSettings = {
  emailNotifications: true,
  pushNotifications: true,
  smsNotifications: false,
  phoneNumber: null,
};

/** A member's profile as identity answers it (GET /api/user's shape), observed at `observedAt`. */
export function profileOf(user: UserDto, observedAt: Date): ProfileFromIdentity {
  return {
    userId: user.id,
    email: user.email,
    fullName: user.fullName,
    phoneNumber: user.phoneNumber ?? null,
    emailNotifications: user.emailNotifications,
    pushNotifications: user.pushNotifications,
    smsNotifications: user.smsNotifications,
    observedAt,
  };
}

const COLUMNS = `user_id as "userId", email, full_name as "fullName", phone_number as "phoneNumber",
  email_notifications as "emailNotifications", push_notifications as "pushNotifications",
  sms_notifications as "smsNotifications", profile_observed_at as "profileObservedAt"`;

/**
 * Each member as notifications knows them: where to reach them and their settings, as identity (which keeps
 * them on the user) announced them last.
 */
@Injectable()
export class RecipientsRepository {
  constructor(private readonly orm: MikroORM) {}

  em(): EntityManager {
    return this.orm.em.fork();
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  async find(userId: number, em: EntityManager = this.em(), forUpdate = false): Promise<Recipient | null> {
    const [row] = await this.run<Recipient>(
      em,
      `select ${COLUMNS} from recipients where user_id = ?${forUpdate ? ' for update' : ''}`,
      [userId],
    );
    return row ?? null;
  }

  /** The members notifications knows of, by member (one read for a run of notices). */
  async findMany(userIds: number[], em: EntityManager): Promise<Map<number, Recipient>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.run<Recipient>(
      em,
      `select ${COLUMNS} from recipients where user_id in (${placeholders(ids)})`,
      ids,
    );
    return new Map(rows.map((row) => [row.userId, row]));
  }

  /**
   * Takes a profile from identity: from its user-registered / user-updated events, and from its answer when the
   * settings panel saved there. One older than the profile already taken changes nothing.
   */
  async applyProfile(em: EntityManager, profile: ProfileFromIdentity): Promise<void> {
    await this.run(
      em,
      `insert into recipients (user_id, email, full_name, phone_number, email_notifications, push_notifications,
         sms_notifications, profile_observed_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set email = excluded.email, full_name = excluded.full_name,
         phone_number = excluded.phone_number, email_notifications = excluded.email_notifications,
         push_notifications = excluded.push_notifications, sms_notifications = excluded.sms_notifications,
         profile_observed_at = excluded.profile_observed_at, updated_at = excluded.updated_at
       where recipients.profile_observed_at is null or recipients.profile_observed_at <= excluded.profile_observed_at`,
      [
        profile.userId,
        profile.email,
        profile.fullName,
        profile.phoneNumber,
        profile.emailNotifications,
        profile.pushNotifications,
        profile.smsNotifications,
        profile.observedAt,
        profile.observedAt,
      ],
    );
  }

  /** A newer address from user-email-changed; an older event than the profile already taken changes nothing. */
  async applyEmail(em: EntityManager, userId: number, email: string, observedAt: Date): Promise<void> {
    await this.run(
      em,
      `update recipients set email = ?, profile_observed_at = ?, updated_at = ?
        where user_id = ? and (profile_observed_at is null or profile_observed_at <= ?)`,
      [email, observedAt, observedAt, userId, observedAt],
    );
  }
}
