import { Module, OnModuleInit } from '@nestjs/common';
import { CATALOG_ROUTES } from '@studio/contracts';
import { IndexHtmlRenderer } from '../frontend/index-html.renderer';
import { ForwardHooks } from '../routes/forward-hooks';

/**
 * The renderer that writes the meta settings and homepage sections into index.html; saving either through the
 * gateway refreshes it at once.
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
    this.hooks.after(CATALOG_ROUTES.saveSiteSetting, () => this.indexHtml.invalidate());
    this.hooks.after(CATALOG_ROUTES.saveHomepageSection, () => this.indexHtml.invalidate());
  }
}
