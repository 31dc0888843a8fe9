import { CATALOG_ROUTES, SCHEDULE_SNAPSHOTS_SIGNAL, ScheduleSnapshotDto } from '@studio/contracts';
import { FixedClock, InProcessChangeSignals, NotFoundError, ServiceClients } from '@studio/platform';
import { BookingConfig } from '../booking.config';
import { CatalogSchedules } from './catalog-schedules';

const KEPT_MS = 200;

function snapshotOf(id: number, priceCents = 1000): ScheduleSnapshotDto {
  return {
    id,
    classId: 1,
    className: 'Yoga',
    categoryId: 1,
    trainerName: 'Ann',
    studio: 'Studio A',
    startTime: '2030-01-01T17:00:00.000Z',
    endTime: '2030-01-01T18:00:00.000Z',
    isCancelled: false,
    maxCapacity: 10,
    priceCents,
  };
}

/** Booking's reader over a catalog double that counts its reads of each kind. */
function setUp() {
  const catalog = new Map([1, 2, 3].map((id) => [id, snapshotOf(id)]));
  const reads = { one: 0, upcoming: 0 };
  const clients = {
    of: () => ({
      call: async (route: unknown, input?: { params: { id: number } }) => {
        if (route === CATALOG_ROUTES.listUpcomingScheduleSnapshots) {
          reads.upcoming += 1;
          return [...catalog.values()].filter((s) => s.id !== 3);
        }
        reads.one += 1;
        const found = catalog.get(input!.params.id);
        if (!found) throw new NotFoundError('not found');
        return found;
      },
    }),
  } as unknown as ServiceClients;
  const config = Object.assign(new BookingConfig(), { SCHEDULE_SNAPSHOT_MS: KEPT_MS });
  const signals = new InProcessChangeSignals();
  const schedules = new CatalogSchedules(clients, config, new FixedClock(new Date()), signals);
  schedules.onModuleInit();
  return { schedules, catalog, reads, signals };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('CatalogSchedules', () => {
  it('reads a lone booking’s schedule alone, and serves bookings close together from one read of the upcoming ones', async () => {
    const { schedules, reads, signals } = setUp();
    await schedules.snapshot(1);
    expect(reads).toEqual({ one: 1, upcoming: 0 });
    await Promise.all([schedules.snapshot(1), schedules.snapshot(2), schedules.snapshot(2)]);
    expect(reads).toEqual({ one: 1, upcoming: 1 });
    // Not among the upcoming ones: read alone.
    await schedules.snapshot(3);
    expect(reads).toEqual({ one: 2, upcoming: 1 });
    await pause(KEPT_MS + 50);
    await schedules.snapshot(1);
    expect(reads).toEqual({ one: 3, upcoming: 1 });
    await signals.close();
  });

  it('reads again after catalog signals a change, and never answers from a read begun before it', async () => {
    const { schedules, catalog, reads, signals } = setUp();
    await schedules.snapshot(1);
    await schedules.snapshot(1);
    expect(reads.upcoming).toBe(1);

    // Catalog, another app of the process, changes a price.
    const catalogSignals = new InProcessChangeSignals();
    catalog.set(1, snapshotOf(1, 2000));
    catalogSignals.announce(SCHEDULE_SNAPSHOTS_SIGNAL);
    expect((await schedules.snapshot(1)).snapshot.priceCents).toBe(2000);
    expect(reads.upcoming).toBe(2);

    // A change between the read and its use: the booking reads its schedule alone.
    const waiting = schedules.snapshot(2);
    catalog.set(2, snapshotOf(2, 3000));
    catalogSignals.announce(SCHEDULE_SNAPSHOTS_SIGNAL);
    expect((await waiting).snapshot.priceCents).toBe(3000);
    await signals.close();
  });
});
