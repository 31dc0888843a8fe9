import { Controller } from '@nestjs/common';
import { CATALOG_ROUTES as R, CategoryDto, DeletedDto } from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { CategoriesService } from './categories.service';

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Serves(R.listCategories)
  list(): Promise<CategoryDto[]> {
    return this.categories.list();
  }

  @Serves(R.listAdminCategories)
  adminList(): Promise<CategoryDto[]> {
    return this.categories.list();
  }

  @Serves(R.createCategory)
  create({ body }: RouteInput<typeof R.createCategory>): Promise<CategoryDto> {
    return this.categories.create(body);
  }

  @Serves(R.updateCategory)
  update({ params, body }: RouteInput<typeof R.updateCategory>): Promise<CategoryDto> {
    return this.categories.update(params.id, body);
  }

  @Serves(R.deleteCategory)
  async remove({ params }: RouteInput<typeof R.deleteCategory>): Promise<DeletedDto> {
    await this.categories.remove(params.id);
    return { success: true };
  }
}
