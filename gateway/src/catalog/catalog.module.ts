import { Module } from '@nestjs/common';

/** The public catalog API: validates input and forwards to the catalog service. */
@Module({})
export class CatalogGatewayModule {}
