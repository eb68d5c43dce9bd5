// Core's English texts of registering, verifying and resetting a password (react AuthForms): they
// come with the forms that show them, which most drivers never open, not with the login dialog
// (loginEn.ts). The French is authFr.ts, fetched only by a page in French.
export const authEn = {
  // SPEC §2 bare-layout auth screens
  auth: {
    getStarted: {
      title: 'Get Started',
      body: 'Log in or create an account to book and pay for parking.',
    },
    register: {
      title: 'Create your account',
      firstName: 'First name',
      lastName: 'Last name',
      phone: 'Phone number',
      phoneHint: 'Optional, with the country code, e.g. +234 803 123 4567',
      phoneInvalid: 'Please enter a valid phone number, e.g. +234 803 123 4567',
      country: 'Country',
      countriesFailed: 'The list of countries could not be loaded.',
      passwordHint: 'At least 8 characters',
      submit: 'Create account',
      submitting: 'Creating your account…',
      created: 'Your account is created. We sent a verification code to {{email}}.',
      haveAccount: 'Already have an account?',
      logIn: 'Log in',
    },
    verify: {
      title: 'Verify your email',
      body: 'We sent a verification code to {{email}}.',
      intro: 'Enter the 6-digit code we sent to your email.',
      code: 'Verification code',
      codeHint: '6 digits, from the email we sent you',
      codeInvalid: 'Please enter the 6-digit code',
      submit: 'Verify',
      submitting: 'Verifying…',
      verified: 'Your email is verified. You are now logged in.',
      resend: 'Resend the code',
      resending: 'Sending a new code…',
      resendIn: 'Resend the code in {{seconds}} s',
      resent: 'A new code is on its way.',
    },
    forgotPassword: {
      title: 'Forgot your password?',
      body: "Enter your email and we'll send you a code to reset your password.",
      submit: 'Send the code',
      submitting: 'Sending the code…',
      sent: 'If an account exists for {{email}}, a 6-digit code is on its way.',
      resetTitle: 'Choose a new password',
      newPassword: 'New password',
      resetSubmit: 'Reset password',
      resetting: 'Resetting your password…',
      doneTitle: 'Password reset',
      done: 'Your password has been reset. You can now log in.',
      changeEmail: 'Use another email',
    },
    backToLogin: 'Back to login',
  },
}
