/**
 * --- issue 13: D2
 * The one-time welcome (docs/messenger-plan.md section 5): GET /talent/show-screen/welcome/ says whether
 * it is still to be shown; the welcome page's 'Go to my dashboard' POSTs it as shown.
 */
export const WELCOME_SCREEN_PATH = '/talent/show-screen/welcome/'
