// Core's English texts of signing in (react LoginDialog): they come with the components that show them, not in every
// client's first bytes (commonEn.ts). The French is loginFr.ts, fetched only by a page in French.
export const loginEn = {
  // SPEC §2 login modal
  login: {
    title: 'Log in',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot password?',
    submit: 'Log in',
    submitting: 'Logging in…',
    or: 'or',
    continueWithGoogle: 'Continue with Google',
    continueWithApple: 'Continue with Apple',
    noAccount: "Don't have an account?",
    createAccount: 'Create an account',
    close: 'Close',
    trigger: 'Log in',
    logout: 'Log out',
    socialPending: 'Connecting to {{provider}}…',
    // The heading of a step of the dialog (the form's own, auth.*) while its form is on its way.
    steps: {
      register: 'Create your account',
      verify: 'Verify your email',
      forgotPassword: 'Forgot your password?',
    },
    // SPEC §8 social login failures (the network's is core's errors.request.network)
    errors: {
      tooManyAttempts: 'Too many failed attempts. Please try again later.',
      accountDisabled: 'This account has been disabled. Please contact support.',
      googleNotEnabled: 'Google Sign-In is not enabled. Please contact support.',
      serviceUnavailable: 'Authentication service unavailable. Please try again later.',
      accountExists: 'An account with this email already exists. Please sign in with your original method.',
      linkingRequired: 'Account linking required. Please contact support.',
      appleFailed: 'Apple Sign In failed. Please try again or use email/password login.',
      appleNotEnabled: 'Apple Sign In is not enabled. Please use email/password login.',
      noAccount: 'No account found with this email. Please register first.',
      redirectFailed: 'Failed to process social login redirect.',
      failed: 'Social login failed. Please try again.',
      googleFailed: 'Google sign in failed. Please try again.',
      allowPopups: 'Please allow popups for social login to work.',
      unavailable: 'Social login is currently unavailable. Please try logging in with email and password.',
      appStateUpdateFailed: 'Authentication succeeded but failed to update app state. Please refresh the page.',
      noAccessToken: 'No access token received',
    },
  },
}
