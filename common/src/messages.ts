/**
 * Every text the product shows that the specification quotes, verbatim.
 * Server answers and client screens both read from here, so a message is written once.
 */
export const MESSAGES = {
  login: {
    emailRequired: 'Email Address field cannot be empty.',
    passwordRequired: 'Password field cannot be empty.',
    emailInvalid: 'Please enter a valid email address.',
    badRequest: 'Bad Request. Not able to login.',
  },
  forgotPassword: {
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid Email',
    sent: 'If an account exists for this email, a reset link has been sent to it.',
  },
  resetPassword: {
    newRequired: 'New Password is required.',
    confirmRequired: 'Confirm New Password is required.',
    mismatch: 'Password confirmation failed. Both fields must match.',
    tooShort: 'Password must be at least 8 characters.',
    currentRequired: 'Current password is required.',
    currentInvalid: 'The current password is not correct.',
    invalidToken: 'This password reset link is invalid or has expired.',
    done: 'Your password has been updated. Please sign in.',
  },
  invite: {
    nameRequired: 'Full name field cannot be blank.',
    emailRequired: 'Email address field cannot be blank.',
    emailInvalid: 'Invalid email address',
    duplicate: 'This email is already exists. Please add a different user',
    sent: "An invite has been sent to the new team member's email address.",
    nameTooLong: 'Full name must be at most 100 characters.',
    roleInvalid: 'Role must be admin, member or viewer.',
  },
  team: {
    userRequired: 'Please select a teammate.',
    notFound: 'This teammate was not found.',
    roleChanged: "The teammate's role has been changed.",
    removed: 'The teammate has been removed.',
    cannotChangeSelf: 'You cannot change your own role or remove yourself.',
    removeConfirm: 'Remove this teammate? They are signed out at once; what they created stays.',
  },
  sendingPreference: {
    workDaysInvalid: 'Blocked days must be day numbers from 0 (Sunday) to 6 (Saturday).',
    workDaysRepeated: 'A blocked day can be listed only once.',
    startTimeFormat: 'Start time must be in HH:MM 24-hour format.',
    endTimeFormat: 'End time must be in HH:MM 24-hour format.',
    endNotAfterStart: 'End time must be after start time.',
    timeZoneRequired: 'Please Select a timezone.',
    timeZoneInvalid: 'Please Select a valid timezone.',
    strategyInvalid: 'Please Select a valid sending strategy.',
    maxPerDay: 'Max emails per day must be a whole number from 1 to 99999.',
    minutesBetweenSends: 'Minutes between sends must be a whole number from 1 to 9999.',
    maxAtATime: 'Max emails at a time must be a whole number from 1 to 9999.',
    updated: 'Preferences are updated successfully.',
  },
  global: {
    invalidCredentials: 'Your login credentials are not valid',
    sessionExpired: 'Your login has expired. Redirecting you to login page',
    forbidden: 'You are not authorized to perform this action',
    serverError: 'Server is not correctly behaving right now. Please try later.',
    serverOffline: 'Server is not online right now to serve the request. Please try later.',
    badRequest: 'Bad Request.',
    tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    notFound: 'Not found.',
  },
  notFoundPage: {
    code: '404',
    title: 'Uh Oh! Page Not Found!',
    body: 'Sorry, the page you were looking for can not be found.',
  },
} as const;
