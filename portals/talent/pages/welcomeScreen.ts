/**
 * The one-time welcome: GET /talent/show-screen/welcome/ says whether
 * it is still to be shown; the welcome page's 'Go to my dashboard' POSTs it as shown.
 */
export const WELCOME_SCREEN_PATH = '/talent/show-screen/welcome/'
