import { Controller } from '@nestjs/common';
import { CATALOG_ROUTES as R, ClassDto, DeletedDto } from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { ClassesService } from './classes.service';

@Controller()
export class ClassesController {
  constructor(private readonly classes: ClassesService) {}

  @Serves(R.listClasses)
  list(): Promise<ClassDto[]> {
    return this.classes.list();
  }

  @Serves(R.listFeaturedClasses)
  featured(): Promise<ClassDto[]> {
    return this.classes.featured();
  }

  @Serves(R.getClass)
  get({ params }: RouteInput<typeof R.getClass>): Promise<ClassDto> {
    return this.classes.get(params.id);
  }

  @Serves(R.createClass)
  create({ body }: RouteInput<typeof R.createClass>): Promise<ClassDto> {
    return this.classes.create(body);
  }

  @Serves(R.updateClass)
  update({ params, body }: RouteInput<typeof R.updateClass>): Promise<ClassDto> {
    return this.classes.update(params.id, body);
  }

  @Serves(R.deleteClass)
  async remove({ params }: RouteInput<typeof R.deleteClass>): Promise<DeletedDto> {
    await this.classes.remove(params.id);
    return { success: true };
  }
}
