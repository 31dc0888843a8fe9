import { ServiceClient, ServiceName, SERVICE_NAMES, serviceUrl } from '@studio/platform';

/** One internal HTTP client per service; the gateway reaches services only through these. */
export class ServiceClients {
  readonly identity = this.create('identity');
  readonly catalog = this.create('catalog');
  readonly booking = this.create('booking');
  readonly billing = this.create('billing');
  readonly notifications = this.create('notifications');
  readonly fitness = this.create('fitness');

  all(): ServiceClient[] {
    return SERVICE_NAMES.map((name) => this[name]);
  }

  private create(name: ServiceName): ServiceClient {
    return new ServiceClient(name, serviceUrl(name));
  }
}
