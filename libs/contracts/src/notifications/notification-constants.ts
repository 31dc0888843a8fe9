/** A class reminder goes out this long before each booked class (issue 14). */
export const CLASS_REMINDER_LEAD_MINUTES = 120;
