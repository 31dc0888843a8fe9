/**
 * Names for the schemas of the generated `schema.d.ts` (written by `npm run generate:api` from the committed OpenAPI
 * document; CI fails when it is stale), for components that show them.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

export type User = Schemas['UserDto'];
export type LoginRequest = Schemas['LoginDto'];
export type RegisterRequest = Schemas['RegisterDto'];
export type ResetPasswordRequest = Schemas['ResetPasswordDto'];
export type AuthStatus = Schemas['AuthStatusDto'];
export type Category = Schemas['CategoryDto'];
export type StudioClass = Schemas['ClassDto'];
export type Schedule = Schemas['ScheduleDto'];
export type HomepageSection = Schemas['HomepageSectionDto'];
