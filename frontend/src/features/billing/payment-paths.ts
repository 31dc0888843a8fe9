/** The profile's 'Add New Card' opens the payment methods page on its form, not on the list of cards. */
export const ADD_CARD_PATH = '/payment?tab=add';
