import { Module } from '@nestjs/common';
import { CatalogAdminController } from './catalog-admin.controller';
import { CatalogPublicController } from './catalog-public.controller';

/** The public catalog API: validates input and forwards to the catalog service. */
@Module({ controllers: [CatalogPublicController, CatalogAdminController] })
export class CatalogGatewayModule {}
