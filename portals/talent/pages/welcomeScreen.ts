/**
 * The one-time welcome: GET /talent/show-screen/welcome/ says whether
 * it is still to be shown; the welcome page's 'Go to my dashboard' POSTs it as shown.
 */
import { apiQuery } from '../../shared/client'

export const WELCOME_SCREEN_PATH = '/talent/show-screen/{id}/'
export const WELCOME_SCREEN = { params: { path: { id: 'welcome' } } }
export const welcomeScreenQuery = () => apiQuery(WELCOME_SCREEN_PATH, WELCOME_SCREEN)
