import { Injectable, OnModuleInit } from '@nestjs/common';
import { USER_CHANGES_SIGNAL } from '@studio/contracts';
import { ChangeSignals } from '@studio/platform';
import { ReadCache } from '../routes/read-cache';

/**
 * The gateways tell each other of every change made through identity (and identity tells them of the changes it
 * takes from other services' events), so that each can keep the roles and auth versions of its sessions for long
 * instead of asking identity on almost every request. While the signals cannot be heard a change could go
 * unnoticed, so the cache then keeps them READ_CACHE_MS (see ReadCache.linkGateways).
 */
@Injectable()
export class AuthChangeChannel implements OnModuleInit {
  constructor(
    private readonly signals: ChangeSignals,
    private readonly cache: ReadCache,
  ) {}

  onModuleInit(): void {
    this.signals.listen(USER_CHANGES_SIGNAL, {
      changed: () => this.cache.forgetRoles(),
      linked: (live) => {
        if (live) this.cache.linkGateways(() => this.signals.announce(USER_CHANGES_SIGNAL));
        else this.cache.unlinkGateways();
      },
    });
  }
}
