import { setUnauthorizedHandler } from '../shared/api'
import { mount } from '../shared/mount'
import { PortalApp } from '../shared/PortalApp'
import { talentPortal } from './portal'

// A lost session sends the browser to '/', where the server hands out the sign-in pages.
setUnauthorizedHandler(() => window.location.assign('/'))

mount(<PortalApp definition={talentPortal} />, { signedIn: true })
