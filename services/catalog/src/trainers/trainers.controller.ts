import { Controller } from '@nestjs/common';
import { CATALOG_ROUTES as R, DeletedDto, TrainerDto } from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { TrainersService } from './trainers.service';

@Controller()
export class TrainersController {
  constructor(private readonly trainers: TrainersService) {}

  @Serves(R.listTrainers)
  list(): Promise<TrainerDto[]> {
    return this.trainers.list();
  }

  @Serves(R.createTrainer)
  create({ body }: RouteInput<typeof R.createTrainer>): Promise<TrainerDto> {
    return this.trainers.create(body);
  }

  @Serves(R.updateTrainer)
  update({ params, body }: RouteInput<typeof R.updateTrainer>): Promise<TrainerDto> {
    return this.trainers.update(params.id, body);
  }

  @Serves(R.deleteTrainer)
  async remove({ params }: RouteInput<typeof R.deleteTrainer>): Promise<DeletedDto> {
    await this.trainers.remove(params.id);
    return { success: true };
  }
}
