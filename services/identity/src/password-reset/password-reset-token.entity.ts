import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A reset token; only its SHA-256 is stored, so a leaked table cannot reset anyone's password. */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'integer' })
  userId: number;

  @Property({ type: 'string', length: 64 })
  tokenHash: string;

  @Property({ type: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'boolean' })
  isUsed: boolean = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date;
}
