import { Module } from '@nestjs/common';

/** The public identity API: validates input and forwards to the identity service. */
@Module({})
export class IdentityGatewayModule {}
