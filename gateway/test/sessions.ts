import { unique } from '@studio/platform/testing';
import { Stack } from './harness';

// Sign-in helpers for gateway specs: through the real identity endpoints, as a browser would.

export type Agent = ReturnType<Stack['agent']>;

/** The bootstrap admin identity creates at start-up; set before the stack starts. */
export function useBootstrapAdmin(): { username: string; password: string } {
  const username = unique('admin');
  const password = 'admin-secret-1';
  process.env.ADMIN_USERNAME = username;
  process.env.ADMIN_PASSWORD = password;
  process.env.ADMIN_EMAIL = `${username}@example.com`;
  return { username, password };
}

export function forgetBootstrapAdmin(): void {
  delete process.env.ADMIN_USERNAME;
  delete process.env.ADMIN_PASSWORD;
  delete process.env.ADMIN_EMAIL;
}

export async function login(stack: Stack, username: string, password: string): Promise<Agent> {
  const agent = stack.agent();
  await agent.post('/api/login').send({ username, password }).expect(200);
  return agent;
}

export async function registerMember(stack: Stack): Promise<Agent> {
  const agent = stack.agent();
  const username = unique('member');
  await agent
    .post('/api/register')
    .send({ username, password: 'secret123', email: `${username}@example.com`, fullName: 'Maya Member' })
    .expect(201);
  return agent;
}
