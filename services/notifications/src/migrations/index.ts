import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122191000CreateDeliveryLog } from './20261122191000-create-delivery-log';
import { Migration20261124100000SettingsDevicesReminders } from './20261124100000-settings-devices-reminders';
import { Migration20261126100000RecipientsWithoutIdentitySettings } from './20261126100000-recipients-without-identity-settings';
import { Migration20261127120000QueuedMessages } from './20261127120000-queued-messages';
import { Migration20261128100000DeliveryRecipientAnyCase } from './20261128100000-delivery-recipient-any-case';

/** The notifications schema, oldest first. Never edit a committed migration: add a new one. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122191000CreateDeliveryLog', class: Migration20261122191000CreateDeliveryLog },
  {
    name: 'Migration20261124100000SettingsDevicesReminders',
    class: Migration20261124100000SettingsDevicesReminders,
  },
  {
    name: 'Migration20261126100000RecipientsWithoutIdentitySettings',
    class: Migration20261126100000RecipientsWithoutIdentitySettings,
  },
  { name: 'Migration20261127120000QueuedMessages', class: Migration20261127120000QueuedMessages },
  {
    name: 'Migration20261128100000DeliveryRecipientAnyCase',
    class: Migration20261128100000DeliveryRecipientAnyCase,
  },
];
