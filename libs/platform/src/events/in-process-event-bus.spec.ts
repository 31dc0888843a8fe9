import { BusMessage } from './event-bus';
import { InProcessBroker, InProcessEventBus } from './in-process-event-bus';

const message = (value: string): BusMessage => ({ topic: 'booking-confirmed', key: '1', value });

describe('in-process event bus', () => {
  it('gives a group that subscribes late everything published before', async () => {
    const bus = new InProcessEventBus(new InProcessBroker());
    await bus.publish([message('a'), message('b')]);
    const seen: string[] = [];
    await bus.subscribe('fitness', ['booking-confirmed'], async (batch) => {
      seen.push(...batch.map((m) => m.value));
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual(['a', 'b']);
    await bus.close();
  });

  it('delivers to every group once and in order', async () => {
    const bus = new InProcessEventBus(new InProcessBroker());
    const fitness: string[] = [];
    const notifications: string[] = [];
    await bus.subscribe('fitness', ['booking-confirmed'], async (batch) => {
      fitness.push(...batch.map((m) => m.value));
    });
    await bus.subscribe('notifications', ['booking-confirmed'], async (batch) => {
      notifications.push(...batch.map((m) => m.value));
    });
    await bus.publish([message('1'), message('2'), message('3')]);
    await new Promise((r) => setTimeout(r, 20));
    expect(fitness).toEqual(['1', '2', '3']);
    expect(notifications).toEqual(['1', '2', '3']);
    await bus.close();
  });

  it('retries a failed handler instead of losing the message', async () => {
    const bus = new InProcessEventBus(new InProcessBroker());
    let attempts = 0;
    const seen: string[] = [];
    await bus.subscribe('billing', ['booking-confirmed'], async (batch) => {
      attempts += 1;
      if (attempts === 1) throw new Error('database briefly away');
      seen.push(...batch.map((m) => m.value));
    });
    await bus.publish([message('x')]);
    await new Promise((r) => setTimeout(r, 400));
    expect(seen).toEqual(['x']);
    expect(attempts).toBe(2);
    await bus.close();
  });
});
