import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { holdAnswers, installFakeApi, type FakeHandler, type FakeReply } from '../../../../test/fake-api';
import { makeUser, renderWithProviders, testQueryClient } from '../../../../test/render-app';
import { AppRoutes } from '../../../app/AppRoutes';
import { studioToday } from '../../../lib/pacific-time';
import { Toaster } from '../../../ui/toast/Toaster';
import type { CategoryStat, FitnessGoal, FitnessStats, MemberAchievement } from '../api/fitness-api';

function makeStats(overrides: Partial<FitnessStats> = {}): FitnessStats {
  return {
    id: 4,
    userId: 7,
    totalClasses: 7,
    totalPoints: 150,
    currentStreak: 3,
    longestStreak: 5,
    level: 2,
    nextLevelPoints: 300,
    weeklyClassGoal: 3,
    weeklyClassCount: 2,
    updatedAt: '2026-01-06T02:00:00.000Z',
    ...overrides,
  };
}

function makeAchievement(overrides: Partial<MemberAchievement>): MemberAchievement {
  return {
    id: 1,
    name: 'First Step',
    description: 'Attend your first class.',
    icon: 'footprints',
    points: 10,
    category: 'attendance',
    unlocked: false,
    unlockedAt: null,
    ...overrides,
  };
}

const ACHIEVEMENTS = [
  // The evening of Jan 5 in Pacific time is already Jan 6 in UTC.
  makeAchievement({ id: 1, unlocked: true, unlockedAt: '2026-01-06T02:00:00.000Z' }),
  makeAchievement({
    id: 2,
    name: 'On a Roll',
    description: 'Train 3 days in a row.',
    icon: 'flame',
    points: 30,
    category: 'streak',
    unlocked: true,
    unlockedAt: '2026-01-08T18:00:00.000Z',
  }),
  makeAchievement({
    id: 3,
    name: 'Centurion',
    description: 'Attend 100 classes.',
    icon: 'trophy',
    points: 300,
  }),
];

function makeGoal(overrides: Partial<FitnessGoal>): FitnessGoal {
  return {
    id: 3,
    userId: 7,
    title: 'Reach 155 lb',
    description: 'Lose weight steadily before summer',
    goalType: 'weight',
    progressCurrent: 20,
    progressTarget: 155,
    progressMetric: 'lb',
    targetDate: '2026-06-01T00:00:00.000Z',
    achieved: false,
    createdAt: '2026-01-01T18:00:00.000Z',
    updatedAt: '2026-01-02T18:00:00.000Z',
    ...overrides,
  };
}

function makeCategoryStat(overrides: Partial<CategoryStat>): CategoryStat {
  return {
    id: 5,
    userId: 7,
    categoryId: 2,
    classCount: 4,
    lastAttended: '2026-01-09T16:00:00.000Z',
    favoriteStatus: false,
    updatedAt: '2026-01-09T17:00:00.000Z',
    category: { name: 'Yoga', description: 'Flow and balance' },
    ...overrides,
  };
}

function base(routes: Record<string, FakeHandler | FakeReply>) {
  return installFakeApi({
    'GET /api/fitness/stats': { status: 200, body: makeStats() },
    'GET /api/fitness/achievements': { status: 200, body: ACHIEVEMENTS },
    'GET /api/fitness/goals': { status: 200, body: [] },
    'GET /api/fitness/category-stats': { status: 200, body: [] },
    ...routes,
  });
}

function renderFitness() {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Toaster />
    </>,
    { route: '/fitness', client: testQueryClient(makeUser()) },
  );
}

/** A dialog by its title (in tests every Ant Design dialog gets the same generated title id). */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`${title} is not in a dialog`);
  return dialog;
}

/**
 * Role queries by name compute accessible names through jsdom's slow getComputedStyle over Ant Design's
 * CSS-in-JS; on these busy screens buttons and tabs are found by their text instead.
 */
async function buttonLabelled(text: string, container: HTMLElement = document.body): Promise<HTMLElement> {
  const label = await within(container).findByText(text, { selector: 'button, button *, [role="tab"]' });
  return label.closest<HTMLElement>('button, [role="tab"]') as HTMLElement;
}

async function openTab(name: string) {
  fireEvent.click(await buttonLabelled(name));
}

describe('fitness tracker: summary and achievements', () => {
  it('shows level, points, streak, progress to the next level and the three tiles', async () => {
    base({});
    renderFitness();
    expect(await screen.findByRole('heading', { name: 'Level 2', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fitness Tracker', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('total points').textContent).toBe('150 total points');
    expect(screen.getByText('3 day streak')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress to Level 3' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('150 points to Level 3 (150/300)')).toBeInTheDocument();

    const tile = (label: string) =>
      screen.getByRole('heading', { name: label }).parentElement?.querySelector('.fitness-tile__value')
        ?.textContent;
    expect(tile('Total Classes')).toBe('7');
    expect(tile('Longest Streak')).toBe('5 days');
    expect(tile("This Week's Classes")).toBe('2/3');
    expect(document.title).toBe('Fitness Tracker | FitStudio');
  });

  it('names each tab by its label alone, also the one with the keyboard focus', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    base({});
    renderFitness();
    const tablist = await screen.findByRole('tablist');
    const achievements = within(tablist).getByText('Achievements').closest('[role="tab"]') as HTMLElement;
    expect(achievements).toHaveAttribute('aria-selected', 'true');
    act(() => achievements.focus());
    expect(achievements).toHaveAccessibleName('Achievements');
    await user.keyboard('{ArrowRight}');
    const goals = within(tablist).getByText('Goals').closest('[role="tab"]') as HTMLElement;
    expect(goals).toHaveFocus();
    expect(goals).toHaveAttribute('aria-selected', 'true');
    expect(goals).toHaveAccessibleName('Goals');
    expect(tablist.querySelector('[aria-live]')).toBeNull();
  });

  it('lists unlocked achievements newest first with their details, and the locked ones apart', async () => {
    base({});
    renderFitness();
    const unlocked = await screen.findByRole('list', { name: 'Unlocked achievements' });
    const names = within(unlocked)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['On a Roll', 'First Step']);
    const first = within(unlocked).getByText('First Step').closest('li') as HTMLElement;
    expect(within(first).getByText('Attend your first class.')).toBeInTheDocument();
    expect(within(first).getByText('attendance')).toBeInTheDocument();
    expect(within(first).getByText('+10 points')).toBeInTheDocument();
    expect(within(first).getByText('Unlocked Jan 5, 2026')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Locked (1)' })).toBeInTheDocument();
    const locked = screen.getByRole('list', { name: 'Locked achievements' });
    const centurion = within(locked).getByText('Centurion').closest('li') as HTMLElement;
    expect(centurion).toHaveClass('achievement--locked');
    expect(within(centurion).getByText('+300 points')).toBeInTheDocument();
    expect(within(centurion).getByText('Locked')).toBeInTheDocument();
  });

  it('says when nothing is unlocked yet', async () => {
    base({
      'GET /api/fitness/stats': { status: 200, body: makeStats({ totalClasses: 0, totalPoints: 0 }) },
      'GET /api/fitness/achievements': { status: 200, body: [ACHIEVEMENTS[2]] },
    });
    renderFitness();
    expect(
      await screen.findByText('No achievements unlocked yet. Attend a class to earn your first one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unlocked (0)' })).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    base({});
    renderFitness();
    expect(await screen.findByRole('status', { name: 'Loading fitness stats' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'Level 2' })).toBeInTheDocument();
  });

  it('tells when the stats or achievements cannot load, and tries again', async () => {
    let statsUp = false;
    const fake = base({
      'GET /api/fitness/stats': () =>
        statsUp ? { status: 200, body: makeStats() } : { status: 500, body: { message: 'Stats resting' } },
      'GET /api/fitness/achievements': { status: 503 },
    });
    renderFitness();
    expect(await screen.findByText('Failed to load fitness stats')).toBeInTheDocument();
    expect(screen.getByText('Server Error (500): Stats resting')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load achievements')).toBeInTheDocument();
    statsUp = true;
    // Each failure keeps its own Try Again (a failed load is not polled back to loading).
    const statsAlert = screen.getByText('Failed to load fitness stats').closest('.ant-alert') as HTMLElement;
    fireEvent.click(await buttonLabelled('Try Again', statsAlert));
    expect(await screen.findByRole('heading', { name: 'Level 2' })).toBeInTheDocument();
    expect(fake.callsTo('GET', '/api/fitness/stats').length).toBeGreaterThanOrEqual(2);
  });
});

describe('fitness tracker: goals', () => {
  it('opens New Goal with the spec defaults and checks the goal rules', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    base({});
    renderFitness();
    await openTab('Goals');
    expect(await screen.findByText('No active goals. Set one with New Goal.')).toBeInTheDocument();
    await user.click(await buttonLabelled('New Goal'));
    const dialog = await dialogTitled('New Goal');
    expect(within(dialog).getByLabelText('Goal Type')).toHaveValue('weight');
    expect(within(dialog).getByLabelText('Target')).toHaveValue('155');
    expect(within(dialog).getByLabelText('Current')).toHaveValue('0');
    expect(within(dialog).getByLabelText('Target Date')).toHaveValue(studioToday());

    fireEvent.change(within(dialog).getByLabelText('Goal Title'), { target: { value: 'ab' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'abcd' } });
    fireEvent.change(within(dialog).getByLabelText('Target'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Target Date'), { target: { value: '' } });
    await user.click(await buttonLabelled('Create Goal', dialog));
    expect(await within(dialog).findByText('Goal title must be at least 3 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Description must be at least 5 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Target must be at least 1.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid date.')).toBeInTheDocument();
  });

  it('intercepts a valid new goal: nothing is sent and custom goals are coming soon', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const fake = base({});
    renderFitness();
    await openTab('Goals');
    await user.click(await buttonLabelled('New Goal'));
    const dialog = await dialogTitled('New Goal');
    await user.type(within(dialog).getByLabelText('Goal Title'), 'Run 5k');
    await user.type(within(dialog).getByLabelText('Description'), 'Run 5k without stopping');
    await user.selectOptions(within(dialog).getByLabelText('Goal Type'), 'endurance');
    fireEvent.change(within(dialog).getByLabelText('Target'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Target Date'), { target: { value: '2026-09-01' } });
    await user.click(await buttonLabelled('Create Goal', dialog));
    expect(await screen.findByText('Custom Goals Coming Soon!')).toBeInTheDocument();
    expect(
      screen.getByText('This feature will be available soon. Thanks for your patience.'),
    ).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('marks the required fields, and Create Goal is the submit button of the form its text fields are in', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    base({});
    renderFitness();
    await openTab('Goals');
    await user.click(await buttonLabelled('New Goal'));
    const dialog = await dialogTitled('New Goal');
    for (const label of ['Goal Title', 'Description', 'Goal Type', 'Target']) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    // Enter in a one-line field submits through the form's submit button (the browser's implicit submission,
    // which user-event only finds inside the form; the browser test presses Enter).
    const create = (await buttonLabelled('Create Goal', dialog)) as HTMLButtonElement;
    expect(create).toHaveAttribute('type', 'submit');
    for (const label of ['Goal Title', 'Description']) {
      const field = within(dialog).getByLabelText(label) as HTMLInputElement;
      expect(field.tagName).toBe('INPUT');
      expect(field.form).not.toBeNull();
      expect(create.form).toBe(field.form);
    }
  });

  it('updates progress, completes, deletes and removes goals', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    let goals = [
      makeGoal({ id: 3 }),
      makeGoal({
        id: 4,
        title: 'Ten classes',
        description: 'Ten classes this month',
        goalType: 'attendance',
        progressCurrent: 2,
        progressTarget: 10,
        progressMetric: null,
        targetDate: '2026-02-01T03:00:00.000Z',
      }),
      makeGoal({ id: 5, title: 'Touch toes', goalType: 'flexibility', achieved: true }),
    ];
    const change = (id: number, patch: Partial<FitnessGoal>) => {
      goals = goals.map((g) => (g.id === id ? { ...g, ...patch } : g));
      return { status: 200, body: goals.find((g) => g.id === id) };
    };
    const remove = (id: number) => () => {
      goals = goals.filter((g) => g.id !== id);
      return { status: 200, body: { success: true } };
    };
    const fake = base({
      'GET /api/fitness/goals': () => ({ status: 200, body: goals }),
      'POST /api/fitness/goals/3/progress': (call) =>
        change(3, { progressCurrent: JSON.parse(call.data ?? '{}').progressCurrent }),
      'PATCH /api/fitness/goals/3': (call) => change(3, { achieved: JSON.parse(call.data ?? '{}').achieved }),
      'DELETE /api/fitness/goals/4': remove(4),
      'DELETE /api/fitness/goals/5': remove(5),
    });
    renderFitness();
    await openTab('Goals');
    const active = await screen.findByRole('list', { name: 'Active goals' });
    const weight = within(active).getByText('Reach 155 lb').closest('li') as HTMLElement;
    expect(within(weight).getByText('20 lb of 155 lb (13%)')).toBeInTheDocument();
    expect(within(weight).getByText('Target date: Jun 1, 2026')).toBeInTheDocument();
    expect(within(weight).getByRole('progressbar', { name: 'Progress of Reach 155 lb' })).toHaveAttribute(
      'aria-valuenow',
      '13',
    );
    const classes = within(active).getByText('Ten classes').closest('li') as HTMLElement;
    expect(within(classes).getByText('2 of 10 (20%)')).toBeInTheDocument();
    expect(within(classes).getByText('Target date: Jan 31, 2026')).toBeInTheDocument();
    const completed = screen.getByRole('list', { name: 'Completed goals' });
    expect(within(completed).getByText('Touch toes')).toBeInTheDocument();

    await user.click(within(weight).getByLabelText('Update Progress of Reach 155 lb'));
    const dialog = await dialogTitled('Update Progress');
    const input = within(dialog).getByLabelText('Current progress (lb)');
    await user.clear(input);
    await user.type(input, '80{Enter}{Enter}');
    expect(await within(weight).findByText('80 lb of 155 lb (52%)')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/fitness/goals/3/progress')).toHaveLength(1);
    expect(JSON.parse(fake.callsTo('POST', '/api/fitness/goals/3/progress')[0].data ?? '')).toEqual({
      progressCurrent: 80,
    });

    await user.click(within(classes).getByLabelText('Delete Ten classes'));
    await waitFor(() => expect(screen.queryByText('Ten classes')).not.toBeInTheDocument());

    await user.click(within(weight).getByLabelText('Complete Reach 155 lb'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Completed goals' })).getByText('Reach 155 lb')),
    );
    expect(JSON.parse(fake.callsTo('PATCH', '/api/fitness/goals/3')[0].data ?? '')).toEqual({
      achieved: true,
    });
    expect(await screen.findByText('No active goals. Set one with New Goal.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Remove Touch toes'));
    await waitFor(() => expect(screen.queryByText('Touch toes')).not.toBeInTheDocument());
    expect(fake.callsTo('DELETE', '/api/fitness/goals/5')).toHaveLength(1);
  });

  it('keeps the focus on Delete, Complete and Remove while their request runs, the other changes waiting', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    let goals = [
      makeGoal({ id: 3 }),
      makeGoal({ id: 4, title: 'Ten classes', goalType: 'attendance' }),
      makeGoal({ id: 5, title: 'Touch toes', goalType: 'flexibility', achieved: true }),
    ];
    const remove = (id: number) => () => {
      goals = goals.filter((g) => g.id !== id);
      return { status: 200, body: { success: true } };
    };
    const fake = base({
      'GET /api/fitness/goals': () => ({ status: 200, body: goals }),
      'PATCH /api/fitness/goals/3': () => {
        goals = goals.map((g) => (g.id === 3 ? { ...g, achieved: true } : g));
        return { status: 200, body: goals.find((g) => g.id === 3) };
      },
      'DELETE /api/fitness/goals/4': remove(4),
      'DELETE /api/fitness/goals/5': remove(5),
    });
    renderFitness();
    await openTab('Goals');

    /** Presses the button, and checks it while its request runs and once it is answered. */
    async function pressWhileHeld(button: HTMLElement, method: string, waiting: string[], done: () => void) {
      const held = holdAnswers(method);
      await user.click(button);
      // Unavailable, yet it keeps the focus, which a disabled button would drop to the page.
      await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
      expect(button).toBeEnabled();
      expect(button).toHaveFocus();
      for (const label of waiting) expect(screen.getByLabelText(label)).toBeDisabled();
      await user.click(button);
      held.release();
      await waitFor(done);
    }

    await pressWhileHeld(
      await screen.findByLabelText('Delete Ten classes'),
      'DELETE',
      ['Complete Ten classes', 'Delete Reach 155 lb', 'Complete Reach 155 lb', 'Remove Touch toes'],
      () => expect(screen.queryByText('Ten classes')).not.toBeInTheDocument(),
    );
    await pressWhileHeld(
      screen.getByLabelText('Complete Reach 155 lb'),
      'PATCH',
      ['Delete Reach 155 lb', 'Remove Touch toes'],
      () => expect(screen.getByLabelText('Remove Reach 155 lb')).toBeInTheDocument(),
    );
    await pressWhileHeld(screen.getByLabelText('Remove Touch toes'), 'DELETE', ['Remove Reach 155 lb'], () =>
      expect(screen.queryByText('Touch toes')).not.toBeInTheDocument(),
    );
    expect(fake.callsTo('DELETE', '/api/fitness/goals/4')).toHaveLength(1);
    expect(fake.callsTo('PATCH', '/api/fitness/goals/3')).toHaveLength(1);
    expect(fake.callsTo('DELETE', '/api/fitness/goals/5')).toHaveLength(1);
  });

  it('tells when progress cannot be saved, and when goals cannot load', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const fake = base({
      'GET /api/fitness/goals': { status: 200, body: [makeGoal({})] },
      'POST /api/fitness/goals/3/progress': { status: 400, body: { message: 'Progress must be a number' } },
    });
    const { unmount } = renderFitness();
    await openTab('Goals');
    await user.click(await screen.findByLabelText('Update Progress of Reach 155 lb'));
    const dialog = await dialogTitled('Update Progress');
    // A negative amount is sent as typed (and refused), not changed to 0 and saved.
    const field = within(dialog).getByLabelText('Current progress (lb)');
    await user.clear(field);
    await user.type(field, '-5');
    await user.click(await buttonLabelled('Save Progress', dialog));
    expect(
      await screen.findByText('There was a problem updating your progress. Please try again.'),
    ).toBeInTheDocument();
    expect(JSON.parse(fake.callsTo('POST', '/api/fitness/goals/3/progress')[0].data ?? '')).toEqual({
      progressCurrent: -5,
    });
    unmount();

    base({ 'GET /api/fitness/goals': { status: 500 } });
    renderFitness();
    await openTab('Goals');
    expect(await screen.findByText('Failed to load fitness goals')).toBeInTheDocument();
  });
});

describe('fitness tracker: class stats', () => {
  it('shows a card per category, most attended first, and toggles the favourite', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    let stats = [
      makeCategoryStat({}),
      makeCategoryStat({
        id: 6,
        categoryId: 3,
        classCount: 1,
        lastAttended: '2026-01-03T04:30:00.000Z',
        favoriteStatus: true,
        category: { name: 'Cycling', description: null },
      }),
    ];
    const fake = base({
      'GET /api/fitness/category-stats': () => ({ status: 200, body: stats }),
      'POST /api/fitness/favorite-category': (call) => {
        const { categoryId, favorite } = JSON.parse(call.data ?? '{}');
        stats = stats.map((s) => (s.categoryId === categoryId ? { ...s, favoriteStatus: favorite } : s));
        return { status: 200, body: stats.find((s) => s.categoryId === categoryId) };
      },
    });
    renderFitness();
    await openTab('Class Stats');
    const list = await screen.findByRole('list', { name: 'Classes by category' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Yoga', 'Cycling']);
    const yoga = within(list).getByText('Yoga').closest('li') as HTMLElement;
    expect(within(yoga).getByText('4 classes')).toBeInTheDocument();
    expect(within(yoga).getByText('Jan 9, 2026')).toBeInTheDocument();
    expect(within(yoga).getByText('Flow and balance')).toBeInTheDocument();
    const cycling = within(list).getByText('Cycling').closest('li') as HTMLElement;
    expect(within(cycling).getByText('1 class')).toBeInTheDocument();
    expect(within(cycling).getByText('Jan 2, 2026')).toBeInTheDocument();
    expect(within(cycling).getByLabelText('Favorite Cycling')).toHaveAttribute('aria-pressed', 'true');

    const favourite = within(yoga).getByLabelText('Favorite Yoga');
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await user.click(favourite);
    await waitFor(() => expect(favourite).toHaveAttribute('aria-pressed', 'true'));
    expect(JSON.parse(fake.callsTo('POST', '/api/fitness/favorite-category')[0].data ?? '')).toEqual({
      categoryId: 2,
      favorite: true,
    });
  });

  it('keeps the focus on Favorite while the change is saved, the other categories waiting', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    let yoga = makeCategoryStat({});
    const cycling = makeCategoryStat({
      id: 6,
      categoryId: 3,
      category: { name: 'Cycling', description: null },
    });
    const fake = base({
      'GET /api/fitness/category-stats': () => ({ status: 200, body: [yoga, cycling] }),
      'POST /api/fitness/favorite-category': () => {
        yoga = { ...yoga, favoriteStatus: true };
        return { status: 200, body: yoga };
      },
    });
    renderFitness();
    await openTab('Class Stats');
    const favourite = await screen.findByLabelText('Favorite Yoga');
    const held = holdAnswers('POST');
    await user.click(favourite);
    // Unavailable, yet it keeps the focus, which a disabled button would drop to the page.
    await waitFor(() => expect(favourite).toHaveAttribute('aria-disabled', 'true'));
    expect(favourite).toBeEnabled();
    expect(favourite).toHaveFocus();
    expect(screen.getByLabelText('Favorite Cycling')).toBeDisabled();
    await user.click(favourite);
    held.release();
    await waitFor(() => expect(favourite).toHaveAttribute('aria-pressed', 'true'));
    expect(favourite).not.toHaveAttribute('aria-disabled');
    expect(screen.getByLabelText('Favorite Cycling')).toBeEnabled();
    expect(fake.callsTo('POST', '/api/fitness/favorite-category')).toHaveLength(1);
  });

  it('says when there are no stats yet, and when they cannot load', async () => {
    base({});
    const { unmount } = renderFitness();
    await openTab('Class Stats');
    expect(
      await screen.findByText(
        'No class stats yet. Your classes appear here by category once you have attended them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Class' })).toHaveAttribute('href', '/classes');
    unmount();

    base({ 'GET /api/fitness/category-stats': { status: 500 } });
    renderFitness();
    await openTab('Class Stats');
    expect(await screen.findByText('Failed to load category stats')).toBeInTheDocument();
  });
});
