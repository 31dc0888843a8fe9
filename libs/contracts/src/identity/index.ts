export * from './validation';
export * from './user.dto';
export * from './login.dto';
export * from './register.dto';
export * from './update-user.dto';
export * from './password-reset.dto';
export * from './auth-status.dto';
