import { BadRequestException } from '@nestjs/common';
import { RejectUnreadableTextPipe } from './validation';

describe('RejectUnreadableTextPipe', () => {
  const pipe = new RejectUnreadableTextPipe();
  const body = { type: 'body' as const };

  it('refuses a NUL character anywhere in the input, which PostgreSQL cannot store', () => {
    expect(() => pipe.transform({ username: 'nul\u0000user' }, body)).toThrow(
      new BadRequestException('Text must not contain NUL characters'),
    );
    expect(() => pipe.transform({ content: [{ title: 'a\u0000' }] }, body)).toThrow(BadRequestException);
    expect(() => pipe.transform('x\u0000', { type: 'param' })).toThrow(BadRequestException);
  });

  it('refuses a lone surrogate, in a value or a key, which is not Unicode text (IsEmail throws on it)', () => {
    const broken = new BadRequestException('Text must be valid Unicode');
    expect(() => pipe.transform(JSON.parse('{"email":"a\\ud800@example.com"}'), body)).toThrow(broken);
    expect(() => pipe.transform(JSON.parse('{"a":{"\\udc00":1}}'), body)).toThrow(broken);
    expect(() => pipe.transform('\udfff\ud800', { type: 'query' })).toThrow(broken);
  });

  it('lets ordinary input through unchanged', () => {
    const input = { name: 'Yoga 💪🏽', tags: ['a', 'b'], n: 1, nothing: null };
    expect(pipe.transform(input, body)).toBe(input);
  });
});
