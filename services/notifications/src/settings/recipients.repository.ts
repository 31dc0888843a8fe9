import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createEvent, NotificationSettingsChanged } from '@studio/contracts';
import { Outbox } from '@studio/platform';

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
  /** The settings as identity last announced them, to tell its changes from repeats of old values. */
  identitySettings: ChannelSettings | null;
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

const SETTING_KEYS = ['emailNotifications', 'pushNotifications', 'smsNotifications', 'phoneNumber'] as const;

const COLUMNS = `user_id as "userId", email, full_name as "fullName", phone_number as "phoneNumber",
  email_notifications as "emailNotifications", push_notifications as "pushNotifications",
  sms_notifications as "smsNotifications", identity_settings as "identitySettings",
  profile_observed_at as "profileObservedAt"`;

/** Each member as notifications knows them: where to reach them (from identity's events) and their settings. */
@Injectable()
export class RecipientsRepository {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: Outbox,
  ) {}

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
      `select ${COLUMNS} from recipients where user_id in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    return new Map(rows.map((row) => [row.userId, row]));
  }

  /**
   * Saves the member's settings and announces them (NotificationSettingsChanged), in one transaction. Identity
   * takes them from that event, so they are also what identity is known to hold: a later change made there
   * (PUT /api/user) differs from them and is taken (see applyProfile).
   */
  async saveSettings(userId: number, settings: ChannelSettings, now: Date): Promise<void> {
    await this.em().transactional(async (tx) => {
      await this.write(tx, userId, settings, now);
      this.outbox.record(
        tx,
        NotificationSettingsChanged,
        createEvent(NotificationSettingsChanged, { userId, ...settings }, now),
      );
    });
    this.outbox.flushSoon();
  }

  private async write(
    em: EntityManager,
    userId: number,
    settings: ChannelSettings,
    now: Date,
  ): Promise<void> {
    await this.run(
      em,
      `insert into recipients (user_id, phone_number, email_notifications, push_notifications, sms_notifications,
         identity_settings, updated_at) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set phone_number = excluded.phone_number,
         email_notifications = excluded.email_notifications, push_notifications = excluded.push_notifications,
         sms_notifications = excluded.sms_notifications, identity_settings = excluded.identity_settings,
         updated_at = excluded.updated_at`,
      [
        userId,
        settings.phoneNumber,
        settings.emailNotifications,
        settings.pushNotifications,
        settings.smsNotifications,
        JSON.stringify(settings),
        now,
      ],
    );
  }

  /**
   * Takes a profile from identity's user-registered / user-updated events. An older event than one already
   * taken changes nothing. A setting is taken only where identity's value differs from what identity said
   * before (a change made there), so a change made here is not undone by identity repeating its old value.
   */
  async applyProfile(em: EntityManager, profile: ProfileFromIdentity): Promise<void> {
    const current = await this.find(profile.userId, em, true);
    if (current?.profileObservedAt && new Date(current.profileObservedAt) > profile.observedAt) return;
    const announced: ChannelSettings = {
      emailNotifications: profile.emailNotifications,
      pushNotifications: profile.pushNotifications,
      smsNotifications: profile.smsNotifications,
      phoneNumber: profile.phoneNumber,
    };
    const settings: ChannelSettings = { ...(current ?? DEFAULT_SETTINGS) };
    for (const key of SETTING_KEYS) {
      if (!current?.identitySettings || current.identitySettings[key] !== announced[key])
        (settings as unknown as Record<string, unknown>)[key] = announced[key];
    }
    await this.run(
      em,
      `insert into recipients (user_id, email, full_name, phone_number, email_notifications, push_notifications,
         sms_notifications, identity_settings, profile_observed_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set email = excluded.email, full_name = excluded.full_name,
         phone_number = excluded.phone_number, email_notifications = excluded.email_notifications,
         push_notifications = excluded.push_notifications, sms_notifications = excluded.sms_notifications,
         identity_settings = excluded.identity_settings, profile_observed_at = excluded.profile_observed_at,
         updated_at = excluded.updated_at`,
      [
        profile.userId,
        profile.email,
        profile.fullName,
        settings.phoneNumber,
        settings.emailNotifications,
        settings.pushNotifications,
        settings.smsNotifications,
        JSON.stringify(announced),
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
