import { Module, OnModuleInit } from '@nestjs/common';
import { CATALOG_ROUTES } from '@studio/contracts';
import { IndexHtmlRenderer } from '../frontend/index-html.renderer';
import { ForwardHooks } from '../routes/forward-hooks';

/**
 * The renderer that writes the meta settings and the first screens' public reads into index.html; any change
 * to the catalog through the gateway (a setting, a homepage section, a class made featured) refreshes it at once.
 */
@Module({
  providers: [IndexHtmlRenderer],
  exports: [IndexHtmlRenderer],
})
export class CatalogGatewayModule implements OnModuleInit {
  constructor(
    private readonly hooks: ForwardHooks,
    private readonly indexHtml: IndexHtmlRenderer,
  ) {}

  onModuleInit(): void {
    for (const route of Object.values(CATALOG_ROUTES)) {
      if (route.method !== 'GET') this.hooks.after(route, () => this.indexHtml.invalidate());
    }
  }
}
