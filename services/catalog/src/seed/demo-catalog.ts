import type { AmPm } from '@studio/contracts';

/** The demo studio: believable categories, trainers, classes, a timetable and homepage copy. */
export const DEMO_CATEGORIES = [
  { name: 'Yoga', description: 'Breath-led flows that build strength, balance and flexibility.' },
  { name: 'HIIT', description: 'Short, intense intervals that raise your heart rate and burn calories.' },
  { name: 'Pilates', description: 'Controlled mat work for a strong core and better posture.' },
  { name: 'Strength', description: 'Coached lifting and functional training for every level.' },
  { name: 'Cycling', description: 'High-energy indoor rides set to music.' },
];

export const DEMO_TRAINERS = [
  {
    name: 'Maya Chen',
    specialization: 'Vinyasa & Yin Yoga',
    bio: 'Maya has taught yoga for twelve years and loves helping beginners find their flow.',
  },
  {
    name: 'Jordan Reyes',
    specialization: 'HIIT & Conditioning',
    bio: 'A former college sprinter, Jordan designs workouts that are tough, fun and scalable.',
  },
  {
    name: 'Sofia Martinez',
    specialization: 'Mat Pilates',
    bio: 'Sofia is a certified Pilates instructor with a background in physical therapy.',
  },
  {
    name: 'Marcus Hill',
    specialization: 'Strength & Mobility',
    bio: 'Marcus coaches safe, progressive strength training and has a knack for form cues.',
  },
  {
    name: 'Priya Patel',
    specialization: 'Indoor Cycling',
    bio: 'Priya builds every ride around a playlist and keeps the energy high from start to finish.',
  },
];

export interface DemoClass {
  name: string;
  description: string;
  category: string;
  trainer: string;
  price: number;
  duration: number;
  maxCapacity: number;
  studio: string;
  requirements: string;
  featured: boolean;
}

export const DEMO_CLASSES: DemoClass[] = [
  {
    name: 'Sunrise Vinyasa Flow',
    description: 'Start the day with a flowing practice that links breath and movement.',
    category: 'Yoga',
    trainer: 'Maya Chen',
    price: 22,
    duration: 60,
    maxCapacity: 16,
    studio: 'Studio A',
    requirements: 'Yoga mat, Water bottle',
    featured: true,
  },
  {
    name: 'HIIT Blast',
    description: 'Forty-five minutes of intervals mixing cardio and body-weight strength.',
    category: 'HIIT',
    trainer: 'Jordan Reyes',
    price: 25,
    duration: 45,
    maxCapacity: 20,
    studio: 'Studio B',
    requirements: 'Training shoes, Towel, Water bottle',
    featured: true,
  },
  {
    name: 'Core Pilates',
    description: 'Precise mat work focused on deep core strength and posture.',
    category: 'Pilates',
    trainer: 'Sofia Martinez',
    price: 24,
    duration: 50,
    maxCapacity: 12,
    studio: 'Studio A',
    requirements: 'Grip socks, Water bottle',
    featured: true,
  },
  {
    name: 'Power Cycle',
    description: 'A climb-and-sprint ride that builds endurance and leg power.',
    category: 'Cycling',
    trainer: 'Priya Patel',
    price: 26,
    duration: 45,
    maxCapacity: 18,
    studio: 'Cycle Room',
    requirements: 'Cycling shoes (optional), Towel, Water bottle',
    featured: true,
  },
  {
    name: 'Strength Foundations',
    description: 'Learn the big lifts with coaching on form, tempo and progression.',
    category: 'Strength',
    trainer: 'Marcus Hill',
    price: 28,
    duration: 60,
    maxCapacity: 10,
    studio: 'Studio B',
    requirements: 'Training shoes, Towel',
    featured: true,
  },
  {
    name: 'Restorative Yin Yoga',
    description: 'Long, supported holds to release tension and calm the mind.',
    category: 'Yoga',
    trainer: 'Maya Chen',
    price: 20,
    duration: 75,
    maxCapacity: 14,
    studio: 'Studio A',
    requirements: 'Yoga mat, Blanket, Water bottle',
    featured: true,
  },
  {
    name: 'Tabata Burn',
    description: 'Twenty seconds on, ten seconds off: a quick, fierce lunchtime session.',
    category: 'HIIT',
    trainer: 'Jordan Reyes',
    price: 15,
    duration: 30,
    maxCapacity: 20,
    studio: 'Studio B',
    requirements: 'Training shoes, Water bottle',
    featured: false,
  },
  {
    name: 'Rhythm Ride',
    description: 'An evening ride to the beat, with climbs, sprints and a great playlist.',
    category: 'Cycling',
    trainer: 'Priya Patel',
    price: 30,
    duration: 60,
    maxCapacity: 18,
    studio: 'Cycle Room',
    requirements: 'Cycling shoes (optional), Towel, Water bottle',
    featured: false,
  },
];

export interface DemoSlot {
  hour: number;
  minute: number;
  amPm: AmPm;
  /** Index into DEMO_CLASSES. */
  classIndex: number;
}

interface SlotPlan {
  hour: number;
  minute: number;
  amPm: AmPm;
  /** The classes that suit this time of day; the timetable rotates through them day by day. */
  classes: string[];
}

const WEEKDAY_SLOTS: SlotPlan[] = [
  { hour: 6, minute: 30, amPm: 'AM', classes: ['Sunrise Vinyasa Flow', 'HIIT Blast', 'Power Cycle'] },
  {
    hour: 9,
    minute: 0,
    amPm: 'AM',
    classes: ['Core Pilates', 'Strength Foundations', 'Restorative Yin Yoga'],
  },
  { hour: 12, minute: 15, amPm: 'PM', classes: ['Tabata Burn', 'Core Pilates', 'HIIT Blast'] },
  { hour: 5, minute: 30, amPm: 'PM', classes: ['Strength Foundations', 'Power Cycle', 'HIIT Blast'] },
  { hour: 7, minute: 0, amPm: 'PM', classes: ['Rhythm Ride', 'Restorative Yin Yoga', 'Core Pilates'] },
];
const SATURDAY_SLOTS: SlotPlan[] = [
  { hour: 8, minute: 0, amPm: 'AM', classes: ['Sunrise Vinyasa Flow', 'Power Cycle'] },
  { hour: 10, minute: 0, amPm: 'AM', classes: ['HIIT Blast', 'Strength Foundations'] },
  { hour: 12, minute: 15, amPm: 'PM', classes: ['Core Pilates', 'Tabata Burn'] },
];
const SUNDAY_SLOTS: SlotPlan[] = [
  { hour: 9, minute: 0, amPm: 'AM', classes: ['Sunrise Vinyasa Flow', 'Core Pilates'] },
  { hour: 11, minute: 0, amPm: 'AM', classes: ['Power Cycle', 'Strength Foundations'] },
  { hour: 5, minute: 30, amPm: 'PM', classes: ['Restorative Yin Yoga', 'Rhythm Ride'] },
];

/** The timetable of one weekday (0 Sunday … 6 Saturday); `dayNumber` rotates the classes from day to day. */
export function demoSlots(weekday: number, dayNumber: number): DemoSlot[] {
  const slots = weekday === 0 ? SUNDAY_SLOTS : weekday === 6 ? SATURDAY_SLOTS : WEEKDAY_SLOTS;
  return slots.map(({ classes, ...time }) => ({
    ...time,
    classIndex: DEMO_CLASSES.findIndex((c) => c.name === classes[dayNumber % classes.length]),
  }));
}

export const DEMO_HOMEPAGE = [
  {
    sectionId: 'hero',
    title: 'Transform Your Fitness Journey',
    subtitle:
      'Book classes with expert trainers, track your progress and reach your goals, all in one place.',
    buttonText: 'View Classes',
    buttonLink: '/classes',
    buttonColor: '#4f46e5',
    secondaryButtonText: 'Create Account',
    secondaryButtonLink: '/auth',
    secondaryButtonColor: '#ffffff',
    backgroundColor: '#111827',
    content: [],
  },
  {
    sectionId: 'benefits',
    title: 'Why Train With Us',
    subtitle: 'Everything you need to build a routine that lasts.',
    backgroundColor: '#f9fafb',
    content: [
      { title: 'Expert Trainers', description: 'Certified coaches who tailor every class to your level.' },
      {
        title: 'Flexible Scheduling',
        description: 'Early, lunchtime and evening classes seven days a week.',
      },
      { title: 'Track Your Progress', description: 'Streaks, achievements and goals that keep you moving.' },
    ],
  },
  {
    sectionId: 'featured',
    title: 'Featured Classes',
    subtitle: 'Our most popular sessions this week.',
    buttonText: 'View All Classes',
    buttonLink: '/classes',
    buttonColor: '#4f46e5',
    content: [],
  },
  {
    sectionId: 'cta',
    title: 'Ready to Start?',
    subtitle: 'Create a free account and book your first class today.',
    buttonText: 'Create Account',
    buttonLink: '/auth',
    buttonColor: '#ffffff',
    secondaryButtonText: 'Login',
    secondaryButtonLink: '/auth',
    secondaryButtonColor: '#ffffff',
    backgroundColor: '#4f46e5',
    content: [],
  },
];
