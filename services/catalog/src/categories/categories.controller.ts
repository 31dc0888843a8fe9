import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { AdminCaller, Caller } from '@studio/platform';
import { CategoryDto, CreateCategoryDto, UpdateCategoryDto } from '@studio/contracts';
import { CategoriesService } from './categories.service';

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get('categories')
  list(): Promise<CategoryDto[]> {
    return this.categories.list();
  }

  @Get('admin/categories')
  adminList(@AdminCaller() _admin: Caller): Promise<CategoryDto[]> {
    return this.categories.list();
  }

  @Post('admin/categories')
  create(@AdminCaller() _admin: Caller, @Body() body: CreateCategoryDto): Promise<CategoryDto> {
    return this.categories.create(body);
  }

  @Put('admin/categories/:id')
  update(
    @AdminCaller() _admin: Caller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdateCategoryDto,
  ): Promise<CategoryDto> {
    return this.categories.update(id, body);
  }

  @Delete('admin/categories/:id')
  @HttpCode(200)
  async remove(
    @AdminCaller() _admin: Caller,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<{ success: true }> {
    await this.categories.remove(id);
    return { success: true };
  }
}
