import { ScryptPasswordHasher } from './password-hasher';

describe('ScryptPasswordHasher', () => {
  const hasher = new ScryptPasswordHasher();

  it('stores scrypt with its parameters and a per-password salt, never the password', async () => {
    const first = await hasher.hash('member123');
    const second = await hasher.hash('member123');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain('member123');
    expect(first).not.toBe(second);
  });

  it('accepts the right password and rejects a wrong one', async () => {
    const stored = await hasher.hash('member123');
    await expect(hasher.verify('member123', stored)).resolves.toBe(true);
    await expect(hasher.verify('member124', stored)).resolves.toBe(false);
  });

  it('verifies with the parameters written in the hash, so they can be raised later', async () => {
    const stored = await new ScryptPasswordHasher({ N: 1024, r: 8, p: 1 }).hash('member123');
    await expect(hasher.verify('member123', stored)).resolves.toBe(true);
  });

  it('rejects stored values it cannot read instead of throwing', async () => {
    await expect(hasher.verify('member123', 'member123')).resolves.toBe(false);
    await expect(hasher.verify('member123', 'scrypt$x$8$1$c2FsdA==$aGFzaA==')).resolves.toBe(false);
  });
});
