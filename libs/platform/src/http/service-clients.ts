import { SERVICE_NAMES, ServiceName } from '@studio/contracts';
import { ServiceDirectory } from '../config/platform-config';
import { InternalAssertions } from './internal-assertion';
import { ServiceClient } from './service-client';

/** One internal HTTP client per service, each signing calls as `issuer` (the gateway or a service). */
export class ServiceClients {
  private readonly clients: Record<ServiceName, ServiceClient>;

  constructor(
    directory: ServiceDirectory,
    assertions: InternalAssertions,
    issuer: string,
    timeoutMs?: number,
  ) {
    this.clients = Object.fromEntries(
      SERVICE_NAMES.map((name) => [
        name,
        new ServiceClient(name, directory.url(name), assertions, issuer, timeoutMs),
      ]),
    ) as Record<ServiceName, ServiceClient>;
  }

  of(service: ServiceName): ServiceClient {
    return this.clients[service];
  }

  all(): ServiceClient[] {
    return SERVICE_NAMES.map((name) => this.clients[name]);
  }
}
