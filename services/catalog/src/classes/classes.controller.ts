import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { AdminCaller, Caller } from '@studio/platform';
import { ClassDto, CreateClassDto, UpdateClassDto } from '@studio/contracts';
import { ClassesService } from './classes.service';

@Controller()
export class ClassesController {
  constructor(private readonly classes: ClassesService) {}

  @Get('classes')
  list(): Promise<ClassDto[]> {
    return this.classes.list();
  }

  @Get('classes/featured')
  featured(): Promise<ClassDto[]> {
    return this.classes.featured();
  }

  @Get('classes/:id')
  get(@Param('id', ParseIntPipe) id: number): Promise<ClassDto> {
    return this.classes.get(id);
  }

  @Post('admin/classes')
  create(@AdminCaller() _admin: Caller, @Body() body: CreateClassDto): Promise<ClassDto> {
    return this.classes.create(body);
  }

  @Put('admin/classes/:id')
  update(
    @AdminCaller() _admin: Caller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdateClassDto,
  ): Promise<ClassDto> {
    return this.classes.update(id, body);
  }

  @Delete('admin/classes/:id')
  @HttpCode(200)
  async remove(
    @AdminCaller() _admin: Caller,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<{ success: true }> {
    await this.classes.remove(id);
    return { success: true };
  }
}
