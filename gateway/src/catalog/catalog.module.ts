import { Module } from '@nestjs/common';
import { CatalogAdminController } from './catalog-admin.controller';
import { CatalogPublicController } from './catalog-public.controller';
import { IndexHtmlRenderer } from '../frontend/index-html.renderer';

/**
 * The public catalog API: validates input and forwards to the catalog service. It also owns the renderer
 * that writes the meta settings into index.html, so that saving them can refresh it at once.
 */
@Module({
  controllers: [CatalogPublicController, CatalogAdminController],
  providers: [IndexHtmlRenderer],
  exports: [IndexHtmlRenderer],
})
export class CatalogGatewayModule {}
