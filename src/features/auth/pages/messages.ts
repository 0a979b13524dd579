/** Validation messages of spec 01 §5, word for word, shared by the visitor forms. */
export const messages = {
  emailInvalid: 'Enter a valid email',
  emailRequired: 'Email is required',
  passwordMin: 'Password must contain at least 8 characters',
  passwordRequired: 'Enter your password',
  confirmRequired: 'Confirm your password',
  passwordMismatch: 'Password does not match',
  required: 'Required',
  forgotEmailInvalid: 'Please add valid email',
} as const;

/** Spec 01 §9: password minimum. */
export const PASSWORD_MIN = 8;
