/**
 * A provider refused a message. `permanent`: trying again cannot help (a bad number, a rejected address);
 * `invalidToken`: the push service no longer knows the device, which is then deactivated.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly invalidToken = false,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}
