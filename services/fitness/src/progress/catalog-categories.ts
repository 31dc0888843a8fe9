import { Injectable, Logger } from '@nestjs/common';
import { CATALOG_ROUTES, StatCategoryDto } from '@studio/contracts';
import { ServiceClients } from '@studio/platform';

export const CATEGORIES_TIMEOUT_MS = 2000;

/** Category names and descriptions, read from the catalogue when the class stats are shown. */
export abstract class CategoryNames {
  /** Every category by id; empty when the catalogue cannot answer (the stats are still shown). */
  abstract all(): Promise<Map<number, StatCategoryDto>>;
}

@Injectable()
export class CatalogCategoryNames extends CategoryNames {
  private readonly logger = new Logger('CategoryNames');

  constructor(private readonly clients: ServiceClients) {
    super();
  }

  async all(): Promise<Map<number, StatCategoryDto>> {
    try {
      const categories = await this.clients
        .of('catalog')
        .call(CATALOG_ROUTES.listCategories, { timeoutMs: CATEGORIES_TIMEOUT_MS });
      return new Map(
        categories.map((c) => [c.id, { name: c.name, description: c.description ?? null }] as const),
      );
    } catch (error) {
      this.logger.warn(`catalog did not list categories: ${(error as Error).message}`);
      return new Map();
    }
  }
}
