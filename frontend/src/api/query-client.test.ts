import { CURRENT_USER_KEY } from '../features/auth/api/auth-api';
import { ApiError } from './http';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('reads the current user again after a 403, and only then', async () => {
    const client = createQueryClient();
    client.setQueryData(CURRENT_USER_KEY, { id: 1, isAdmin: true });
    const fail = (status: number) =>
      client
        .fetchQuery({
          queryKey: ['/api/admin/trainers', status],
          queryFn: () => Promise.reject(new ApiError(status, 'x')),
        })
        .catch(() => undefined);
    await fail(404);
    expect(client.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(false);
    await fail(403);
    expect(client.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(true);
  });
});
