import { Injectable } from '@nestjs/common';

/** Writes per-request content into the SPA's index.html before it is served. */
@Injectable()
export class IndexHtmlRenderer {
  async render(template: string): Promise<string> {
    return template;
  }
}
