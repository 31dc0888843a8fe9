/** Titles of the screens that also show them while they load (a hidden h1 and the document title). */
export const SCREEN_TITLES = {
  admin: 'Admin Dashboard',
  booking: 'Book a Class',
  confirmation: 'Booking Confirmation',
  membershipCheckout: 'Membership Checkout',
} as const;
