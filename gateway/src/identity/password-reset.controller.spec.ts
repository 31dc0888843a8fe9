import { Logger } from '@nestjs/common';
import { IDENTITY_ROUTES, PASSWORD_RESET_MESSAGES } from '@studio/contracts';
import { ServiceClients } from '@studio/platform';
import { PasswordResetController } from './password-reset.controller';

function controllerWith(call: (route: unknown, input: unknown) => Promise<unknown>) {
  const identity = { call: jest.fn(call) };
  const clients = { of: () => identity };
  return { identity, controller: new PasswordResetController(clients as unknown as ServiceClients) };
}

describe('PasswordResetController: forgot-password', () => {
  afterEach(() => jest.restoreAllMocks());

  it("answers the fixed message at once, without waiting for identity's work", async () => {
    const { identity, controller } = controllerWith(() => new Promise(() => undefined));
    const answer = await Promise.race([
      Promise.resolve(controller.forgotPassword({ email: 'maya@example.com' })),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 50)),
    ]);
    expect(answer).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    expect(identity.call).toHaveBeenCalledWith(IDENTITY_ROUTES.requestPasswordReset, {
      body: { email: 'maya@example.com' },
    });
  });

  it('logs a failure of the background request instead of answering it', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { controller } = controllerWith(() => Promise.reject(new Error('identity unavailable')));
    expect(await controller.forgotPassword({ email: 'maya@example.com' })).toEqual({
      message: PASSWORD_RESET_MESSAGES.requested,
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('identity unavailable'), expect.any(String));
  });
});
