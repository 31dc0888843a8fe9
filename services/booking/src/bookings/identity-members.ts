import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { IDENTITY_ROUTES } from '@studio/contracts';
import { ServiceClients } from '@studio/platform';

/** What booking asks identity of a member: the auth version its calendar feed addresses are signed with. */
@Injectable()
export class IdentityMembers {
  constructor(private readonly clients: ServiceClients) {}

  async authVersionOf(userId: number): Promise<number> {
    const snapshot = await this.clients
      .of('identity')
      .call(IDENTITY_ROUTES.getAuthSnapshot, { params: { id: userId } });
    return snapshot.authVersion;
  }
}

/** A member identity does not know (deleted) answers null; any other failure stands. */
export function notFoundAsNull(error: unknown): null {
  if (error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND) return null;
  throw error;
}
